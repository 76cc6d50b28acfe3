import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { LimitWindow, Limits } from './limits.types';

/** Likes, superlikes and passes together. */
export const defaultActionLimits: LimitWindow = { max: 60, windowMs: 60 * 1000 };
export const defaultReportLimits: LimitWindow = { max: 20, windowMs: 60 * 60 * 1000 };
export const defaultUploadLimits: LimitWindow = { max: 20, windowMs: 60 * 1000 };

/**
 * A preHandler counting one budget per member across every route that uses it (likes and
 * passes share one). It runs after the approval guard, so only members are counted.
 */
export type MemberLimit = (request: FastifyRequest) => Promise<void>;

export function memberLimit(limits: Limits, window: LimitWindow, group: string): MemberLimit {
  return async (request: FastifyRequest) => {
    const verdict = await limits.hit(`${group}:${request.user?.id ?? request.ip}`, window);
    if (verdict.allowed) return;
    request.log.warn({ userId: request.user?.id, group }, 'member rate limit reached');
    const error = new AppError('RATE_LIMITED');
    error.retryAfterSeconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    throw error;
  };
}
