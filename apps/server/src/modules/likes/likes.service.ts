import type {
  MatchesPage,
  PhotoReveal,
  ReceivedLikesPage,
  Relation,
} from '@vusal/shared/schemas/likes';
import { AppError, notFound } from '../../errors/app-error';
import { pageOf, readCursor } from '../../infra/keyset';
import { createLikeAction } from './like-action';
import type { LikesDependencies } from './likes.deps';
import { createMatchConsent } from './match-consent';
import { otherMember, toMatchView, toReceived } from './match-view';

export { noPremium, type ChatHold, type Premium } from './likes.deps';

/** Likes, matches, their consent and unmatch, and the photos a match reveals. */
export function createLikesService(deps: LikesDependencies) {
  const { likes, members, notifier, clock } = deps;

  /** Issue 38: each of two members may now get the other's photos otherwise; both pages swap. */
  function photosChanged(a: string, b: string) {
    notifier.toUser(a, 'photos:changed', { userId: b });
    notifier.toUser(b, 'photos:changed', { userId: a });
  }

  return {
    like: createLikeAction(deps),
    ...createMatchConsent(deps, photosChanged),

    /** One statement, which checks the session the route was given (decision 065). */
    async received(
      viewer: { id: string; sessionId: string },
      cursor: string | undefined,
      limit: number,
    ) {
      const read = await deps.readReceived({
        userId: viewer.id,
        sessionId: viewer.sessionId,
        after: readCursor(cursor),
        limit: limit + 1,
        at: clock.now(),
      });
      if (read.refusal) throw new AppError(read.refusal);
      const { rows: items, nextCursor } = pageOf(read.rows, limit);
      const today = clock.now();
      const page: ReceivedLikesPage = {
        items: items.map((row) => toReceived(row, today)),
        nextCursor,
        total: read.total,
      };
      return page;
    },

    async matches(viewerId: string, cursor: string | undefined, limit: number) {
      const after = readCursor(cursor);
      const [rows, total] = await Promise.all([
        likes.matchesPage(viewerId, after, limit + 1),
        after ? null : likes.countMatches(viewerId),
      ]);
      const today = clock.now();
      const { rows: items, nextCursor } = pageOf(rows, limit);
      const page: MatchesPage = {
        items: items.map((row) =>
          toMatchView(row.match, viewerId, row.card, today, row.isRevealed),
        ),
        nextCursor,
        total,
      };
      return page;
    },

    /** Beyond the spec: either member removes the match, for both; they never meet again. */
    async unmatch(viewerId: string, matchId: string): Promise<void> {
      const match = await likes.endMatch(matchId, viewerId, clock.now());
      if (!match) throw notFound();
      const otherId = otherMember(match, viewerId);
      deps.onMatchEnded?.(matchId, 'unmatched');
      notifier.toUser(viewerId, 'match:removed', { matchId });
      if (otherId) notifier.toUser(otherId, 'match:removed', { matchId });
      if (otherId) photosChanged(viewerId, otherId);
      notifier.badgesChanged(viewerId, ...(otherId ? [otherId] : []));
    },

    /** Issue 38, item 2: whether the member shows their photos as they are to this match. */
    async photoReveal(viewerId: string, matchId: string): Promise<PhotoReveal> {
      const match = await likes.activeMatch(matchId, viewerId);
      const otherId = match ? otherMember(match, viewerId) : null;
      if (!otherId || !(await members.findVisible(viewerId, otherId))) throw notFound();
      const [revealed, visibility] = await Promise.all([
        likes.isRevealed(viewerId, otherId),
        likes.photoVisibilityOf(viewerId),
      ]);
      return { revealed, visibility };
    },

    /**
     * Issue 38, item 2: "Show my photos to Rauf" and "Hide them again", to the other member of
     * a live match only; their open pages swap the picture (`photos:changed`).
     */
    async setPhotoReveal(
      viewerId: string,
      matchId: string,
      revealed: boolean,
    ): Promise<PhotoReveal> {
      const live = await likes.activeMatch(matchId, viewerId);
      const otherId = live ? otherMember(live, viewerId) : null;
      if (!otherId || !(await members.findVisible(viewerId, otherId))) throw notFound();
      await likes.transaction(async (tx) => {
        // Locked, so an unmatch cannot slip between the check and the reveal.
        if (!(await tx.lockActiveMatch(matchId, viewerId))) throw notFound();
        if (revealed) await tx.reveal(viewerId, otherId, clock.now());
        else await tx.hide(viewerId, otherId);
      });
      notifier.toUser(otherId, 'photos:changed', { userId: viewerId });
      return { revealed, visibility: await likes.photoVisibilityOf(viewerId) };
    },

    /**
     * The profile view's buttons: liked, liked me, the live match. One statement, which checks
     * the session the route was given (decision 065).
     */
    async relation(viewer: { id: string; sessionId: string }, userId: string): Promise<Relation> {
      if (userId === viewer.id) throw notFound();
      const read = await deps.readRelation({
        viewerId: viewer.id,
        sessionId: viewer.sessionId,
        userId,
        at: clock.now(),
      });
      if (read.refusal === 'NOT_FOUND') throw notFound();
      if (read.refusal) throw new AppError(read.refusal);
      return { liked: read.liked, likedMe: read.likedMe, match: read.match };
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
