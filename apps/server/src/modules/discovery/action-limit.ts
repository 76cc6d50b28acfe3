import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

/** SECURITY 31: how many of one kind of action a member may take per window. */
export type ActionLimits = { max: number; windowMs: number };

/** Likes, superlikes and passes together. */
export const defaultActionLimits: ActionLimits = { max: 60, windowMs: 60 * 1000 };
export const defaultReportLimits: ActionLimits = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * A preHandler counting one budget per member across every route that uses it (likes and
 * passes share one). It runs after the approval guard, so only members are counted. The store
 * is @fastify/rate-limit's: Redis when `REDIS_URL` is set, so every node counts together.
 */
export type MemberLimit = (request: FastifyRequest) => Promise<void>;

export function memberLimit(
  app: FastifyInstance,
  limits: ActionLimits,
  group: string,
): MemberLimit {
  const limiter = app.createRateLimit({
    max: limits.max,
    timeWindow: limits.windowMs,
    keyGenerator: (request: FastifyRequest) => `${group}:${request.user?.id ?? request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      request.log.warn({ userId: request.user?.id, group }, 'member rate limit reached');
      const error = new AppError('RATE_LIMITED');
      error.retryAfterSeconds = Math.max(1, result.ttlInSeconds);
      throw error;
    }
  };
}
