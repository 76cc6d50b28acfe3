import type { FastifyRequest } from 'fastify';

/** SECURITY 31: how many likes, superlikes and passes one member may send per window. */
export type ActionLimits = { max: number; windowMs: number };

export const defaultActionLimits: ActionLimits = { max: 60, windowMs: 60 * 1000 };

/**
 * Route config for @fastify/rate-limit, counted per member (per IP for a visitor, who is then
 * refused anyway). The store is the plugin's: Redis when `REDIS_URL` is set, so every node
 * counts together.
 */
export function perMemberLimit(limits: ActionLimits, group: string) {
  return {
    rateLimit: {
      max: limits.max,
      timeWindow: limits.windowMs,
      groupId: group,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `member:${request.user.id}` : `ip:${request.ip}`,
    },
  };
}
