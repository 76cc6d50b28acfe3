import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { LimitWindow, Limits } from './limits.types';

/** Likes, superlikes and passes together. */
export const defaultActionLimits: LimitWindow = { max: 60, windowMs: 60 * 1000 };
export const defaultReportLimits: LimitWindow = { max: 20, windowMs: 60 * 60 * 1000 };
export const defaultUploadLimits: LimitWindow = { max: 20, windowMs: 60 * 1000 };
/** Decision 053: a relative's proposed profile edits. */
export const defaultProposalLimits: LimitWindow = { max: 30, windowMs: 60 * 60 * 1000 };
/** Decision 046: each change of who sees a member's photos is told to every open page. */
export const defaultPhotoChoiceLimits: LimitWindow = { max: 10, windowMs: 60 * 60 * 1000 };

/** Issue 39: family invitations mail any address, so a member sends few a day. */
export const defaultInvitationLimits: LimitWindow = { max: 5, windowMs: 24 * 60 * 60 * 1000 };

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
    throw rateLimited(verdict.retryAfterMs);
  };
}

/** The same budget for a service that knows the member but not the request. */
export function memberBudget(
  limits: Limits,
  window: LimitWindow,
  group: string,
): (userId: string) => Promise<void> {
  return async (userId) => {
    const verdict = await limits.hit(`${group}:${userId}`, window);
    if (!verdict.allowed) throw rateLimited(verdict.retryAfterMs);
  };
}

function rateLimited(retryAfterMs: number): AppError {
  const error = new AppError('RATE_LIMITED');
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}
