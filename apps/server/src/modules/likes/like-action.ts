import type { LikeKind, LikeResult, MatchView } from '@vusal/shared/schemas/likes';
import { AppError, notFound } from '../../errors/app-error';
import { newMatchRow } from './like-statement';
import type { LikesDependencies } from './likes.deps';
import { toMatchView, toReceived } from './match-view';

/**
 * Announcements of likes running at once: each is a few reads and writes of notices, so more
 * would take the pool's connections (ten) from the answers of the likes that follow (issue 35,
 * item 5); fewer would fall behind a like rate the pool can answer. The rest wait their turn;
 * none is dropped.
 */
export const ANNOUNCING_AT_ONCE = 4;

type Outcome = {
  likeId: string;
  match?: Parameters<typeof toMatchView>[0];
  view?: MatchView;
};

/** Runs work after the answers of this turn are on their way, `limit` at a time. */
function laterInTurns(limit: number) {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const work = waiting.shift()!;
      running++;
      void work().finally(() => {
        running--;
        next();
      });
    }
  };
  return (work: () => Promise<void>) => {
    waiting.push(work);
    setImmediate(next);
  };
}

/** The like itself (S6, SECURITY 13, 16, issue 25) and what it tells others after its answer. */
export function createLikeAction(deps: LikesDependencies) {
  const { likeWrites, received, members, notifier, clock } = deps;
  const later = laterInTurns(ANNOUNCING_AT_ONCE);

  /** Tells the liked member: a new like, or the match to both. Nothing here is the answer's. */
  async function announce(likerId: string, likedId: string, outcome: Outcome) {
    if (outcome.match) {
      notifier.toUser(likerId, 'match:new', { match: outcome.view! });
      notifier.badgesChanged(likerId, likedId);
      deps.onFamilyNews?.(likerId, 'new-match', outcome.match.id, likedId);
      deps.onFamilyNews?.(likedId, 'new-match', outcome.match.id, likerId);
      const told = deps.notices.newMatch(likedId, outcome.match.id, likerId);
      if (notifier.isListening(likedId)) {
        const likerCard = await members.findVisible(likedId, likerId);
        if (likerCard) {
          const view = toMatchView(outcome.match, likedId, likerCard, clock.now());
          notifier.toUser(likedId, 'match:new', { match: view });
        }
      }
      return told;
    }
    notifier.badgesChanged(likedId);
    const told = deps.notices.newLike(likedId, likerId);
    if (notifier.isListening(likedId)) {
      const row = await received.find(outcome.likeId);
      if (row) notifier.toUser(likedId, 'like:new', { like: toReceived(row, clock.now()) });
    }
    return told;
  }

  /**
   * One statement checks, stores the like and makes the match when the other like is there;
   * where likes commit side by side a like that made no match asks once more after its commit,
   * so two simultaneous mutual likes make exactly one match. The statement also checks the
   * session the route was given (decision 058), which may be one this node remembered.
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
    const like = { likerId: viewerId, likedId: userId, at: now };
    const stored = await likeWrites.storeLike({
      ...like,
      sessionId: viewer.sessionId,
      isSuper: kind === 'superlike',
    });
    if (stored.refusal === 'NOT_FOUND') throw notFound();
    if (stored.refusal) throw new AppError(stored.refusal);
    const made =
      stored.match ??
      (deps.likesInTurn ? undefined : await likeWrites.matchIfMutualAfterCommit(like));
    const outcome: Outcome = {
      likeId: stored.likeId,
      match: made && newMatchRow(made, viewerId, userId),
    };
    deps.metrics.count('like');
    if (outcome.match) {
      deps.metrics.count('match');
      outcome.view = toMatchView(outcome.match, viewerId, stored.card, now);
    }
    later(() =>
      announce(viewerId, userId, outcome).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'like could not be announced live'),
      ),
    );
    return outcome.view
      ? { result: 'matched', kind, match: outcome.view }
      : { result: 'liked', kind };
  };
}
