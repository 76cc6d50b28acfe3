import type { PhotoVisibility } from '@vusal/shared/catalog/enums';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matches, photoReveals, preferences, profiles, type Match } from '../../db/schema';
import {
  cardColumns,
  forgetRevealsBetween,
  isRevealedTo,
  isVisibleProfile,
  notBlockedEitherWay,
} from '../members';
import { cursorTime, newestFirst, olderThan, type TimeCursor } from '../../infra/keyset';
import { liveMatchesCount } from './like-counts';
import { isMember, otherOf } from './likes-query-parts';

const activeMatchOf = (matchId: string, userId: string) =>
  and(eq(matches.id, matchId), isMember(userId), sql`${matches.endedAt} is null`);

function likesQueries(db: Database) {
  return {
    /** One of the member's live matches; undefined for anyone else's. */
    async activeMatch(matchId: string, userId: string): Promise<Match | undefined> {
      const [row] = await db.select().from(matches).where(activeMatchOf(matchId, userId));
      return row;
    },

    /** The same, locked, so an unmatch cannot slip past a photo reveal. */
    async lockActiveMatch(matchId: string, userId: string): Promise<Match | undefined> {
      const [row] = await db
        .select()
        .from(matches)
        .where(activeMatchOf(matchId, userId))
        .for('update');
      return row;
    },

    /**
     * Issue 39, item 2 (decision 051): a chat both said yes to, held for the question about a
     * guardian, opens; only once (the row, or undefined when it was open, ended or not held).
     */
    async openHeldChat(matchId: string, at: Date): Promise<Match | undefined> {
      const [row] = await db
        .update(matches)
        .set({ chatOpened: true, chatOpenedAt: at })
        .where(
          and(
            eq(matches.id, matchId),
            sql`${matches.endedAt} is null and not ${matches.chatOpened}`,
            sql`${matches.user1WantsChat} and ${matches.user2WantsChat}`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Ends the member's match (unmatch) and the pair's photo reveals with it (issue 38), in one
     * transaction; the row, or undefined when it was not theirs or live.
     */
    async endMatch(matchId: string, userId: string, at: Date): Promise<Match | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(matches)
          .set({ endedAt: at, endedBy: userId, chatOpened: false })
          .where(and(eq(matches.id, matchId), isMember(userId), sql`${matches.endedAt} is null`))
          .returning();
        if (row?.user1Id && row.user2Id) await forgetRevealsBetween(tx, row.user1Id, row.user2Id);
        return row;
      });
    },

    /** Issue 38: whether `ownerId` shows their photos as they are to `viewerId`. */
    async isRevealed(ownerId: string, viewerId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(photoReveals)
        .where(and(eq(photoReveals.ownerId, ownerId), eq(photoReveals.viewerId, viewerId)));
      return !!row;
    },

    /** Issue 38: the member's photo choice (a member who never saved one: everyone). */
    async photoVisibilityOf(userId: string): Promise<PhotoVisibility> {
      const [row] = await db
        .select({ visibility: preferences.photoVisibility })
        .from(preferences)
        .where(eq(preferences.userId, userId));
      return row?.visibility ?? 'everyone';
    },

    async reveal(ownerId: string, viewerId: string, at: Date): Promise<void> {
      await db
        .insert(photoReveals)
        .values({ ownerId, viewerId, createdAt: at })
        .onConflictDoNothing();
    },

    async hide(ownerId: string, viewerId: string): Promise<void> {
      await db
        .delete(photoReveals)
        .where(and(eq(photoReveals.ownerId, ownerId), eq(photoReveals.viewerId, viewerId)));
    },

    forgetRevealsBetween: (a: string, b: string) => forgetRevealsBetween(db, a, b),

    /** The member's live matches with the other member's card, newest first. */
    async matchesPage(userId: string, after: TimeCursor | undefined, limit: number) {
      const keyset = { createdAt: matches.createdAt, id: matches.id };
      return db
        .select({
          match: matches,
          card: cardColumns,
          isRevealed: isRevealedTo(userId, profiles.userId),
          id: matches.id,
          cursorAt: cursorTime(matches.createdAt),
        })
        .from(matches)
        .innerJoin(profiles, eq(profiles.userId, otherOf(userId)))
        .leftJoin(preferences, eq(preferences.userId, profiles.userId))
        .where(
          and(
            isMember(userId),
            sql`${matches.endedAt} is null`,
            isVisibleProfile,
            notBlockedEitherWay(userId, sql`${profiles.userId}`),
            after && olderThan(keyset, after),
          ),
        )
        .orderBy(...newestFirst(keyset))
        .limit(limit);
    },

    async countMatches(userId: string): Promise<number> {
      const { rows } = await db.execute<{ count: number }>(
        sql`select ${liveMatchesCount(userId)} as count`,
      );
      return rows[0]?.count ?? 0;
    },
  };
}

export type LikesRepository = ReturnType<typeof likesQueries> & {
  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: LikesRepository) => Promise<T>): Promise<T>;
};

export function createLikesRepository(db: Database): LikesRepository {
  return {
    ...likesQueries(db),
    transaction: (work) => db.transaction((tx) => work(createLikesRepository(tx))),
  };
}
