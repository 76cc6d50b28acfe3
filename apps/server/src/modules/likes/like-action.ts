import type { LikeKind, LikeResult } from '@vusal/shared/schemas/likes';
import { AppError, notFound } from '../../errors/app-error';
import { createLikeAnnouncer, type Announced } from './like-announcer';
import { newMatchRow } from './like-statement';
import type { LikesDependencies } from './likes.deps';
import { toMatchView } from './match-view';

/** The like itself (S6, SECURITY 13, 16, issue 25) and what it tells others after its answer. */
export function createLikeAction(deps: LikesDependencies) {
  const { likeWrites, clock } = deps;
  const announce = createLikeAnnouncer(deps);

  /**
   * One statement checks, stores the like and makes the match when the other like is there,
   * even one committed while it ran (decision 073), so two simultaneous mutual likes make
   * exactly one match. The statement also checks the session the route was given (decision
   * 058), which may be one this node remembered.
   */
  return async function like(
    viewer: { id: string; sessionId: string },
    userId: string,
    kind: LikeKind,
  ): Promise<LikeResult> {
    const viewerId = viewer.id;
    if (userId === viewerId) throw new AppError('SELF_LIKE');
    if (kind === 'superlike' && !(await deps.premium.isPremium(viewerId)))
      throw new AppError('PREMIUM_REQUIRED');
    const now = clock.now();
    const stored = await likeWrites.storeLike({
      likerId: viewerId,
      likedId: userId,
      at: now,
      sessionId: viewer.sessionId,
      isSuper: kind === 'superlike',
    });
    if (stored.refusal === 'NOT_FOUND') throw notFound();
    if (stored.refusal) throw new AppError(stored.refusal);
    const outcome: Announced = {
      likerId: viewerId,
      likedId: userId,
      likeId: stored.likeId,
      match: stored.match && newMatchRow(stored.match, viewerId, userId),
    };
    deps.metrics.count('like');
    if (outcome.match) {
      deps.metrics.count('match');
      outcome.view = toMatchView(outcome.match, viewerId, stored.card, now);
    }
    announce(outcome);
    return outcome.view
      ? { result: 'matched', kind, match: outcome.view }
      : { result: 'liked', kind };
  };
}
