import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderedPair } from '../../db/ordered-pair';
import { likes, matches, preferences, profiles, type Match } from '../../db/schema';
import { cardColumns, isVisibleProfile, notBlockedEitherWay } from '../members';
import { cursorTime, newestFirst, olderThan, type TimeCursor } from '../../infra/keyset';

// Distinct from the migration and job locks: the namespace of the like-pair advisory locks.
const PAIR_LOCK_SEED = 58_420_100;

const isMember = (userId: string) => or(eq(matches.user1Id, userId), eq(matches.user2Id, userId));

const activeMatchOf = (matchId: string, userId: string) =>
  and(eq(matches.id, matchId), isMember(userId), sql`${matches.endedAt} is null`);

const otherOf = (userId: string) =>
  sql`case when ${matches.user1Id} = ${userId} then ${matches.user2Id} else ${matches.user1Id} end`;

function likesQueries(db: Database) {
  return {
    /**
     * S6, SECURITY 13: the two likes of a pair take turns. The second transaction waits for
     * the first to commit and then sees its like, so exactly one of them makes the match.
     */
    async lockPair(a: string, b: string): Promise<void> {
      const [first, second] = orderedPair(a, b);
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${first}:${second}`}, ${PAIR_LOCK_SEED}))`,
      );
    },

    /** The new like's id, or undefined when this person liked that one before. */
    async insertLike(likerId: string, likedId: string, isSuper: boolean, at: Date) {
      const [row] = await db
        .insert(likes)
        .values({ likerId, likedId, isSuper, createdAt: at })
        .onConflictDoNothing({ target: [likes.likerId, likes.likedId] })
        .returning({ id: likes.id, createdAt: likes.createdAt });
      return row;
    },

    /** D5: both members have a gender and it is the same one. */
    async isSameGender(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ same: sql<boolean>`count(*) = 2 and count(distinct ${profiles.gender}) = 1` })
        .from(profiles)
        .where(and(inArray(profiles.userId, [a, b]), isNotNull(profiles.gender)));
      return row?.same === true;
    },

    async hasLiked(likerId: string, likedId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(likes)
        .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)));
      return !!row;
    },

    /** The match of a mutual like; undefined if the pair has one already (the unique key). */
    async insertMatch(a: string, b: string, at: Date): Promise<Match | undefined> {
      const [user1Id, user2Id] = orderedPair(a, b);
      const [row] = await db
        .insert(matches)
        .values({ user1Id, user2Id, createdAt: at })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** The pair's match unless it ended (unmatch or block). */
    async activeMatchOfPair(a: string, b: string): Promise<Match | undefined> {
      const [user1Id, user2Id] = orderedPair(a, b);
      const [row] = await db
        .select()
        .from(matches)
        .where(
          and(
            eq(matches.user1Id, user1Id),
            eq(matches.user2Id, user2Id),
            sql`${matches.endedAt} is null`,
          ),
        );
      return row;
    },

    /** One of the member's live matches; undefined for anyone else's. */
    async activeMatch(matchId: string, userId: string): Promise<Match | undefined> {
      const [row] = await db.select().from(matches).where(activeMatchOf(matchId, userId));
      return row;
    },

    /** The same, locked for an answer. */
    async lockActiveMatch(matchId: string, userId: string): Promise<Match | undefined> {
      const [row] = await db
        .select()
        .from(matches)
        .where(activeMatchOf(matchId, userId))
        .for('update');
      return row;
    },

    async saveAnswers(
      matchId: string,
      answers: Pick<Match, 'user1WantsChat' | 'user2WantsChat' | 'chatOpened' | 'chatOpenedAt'>,
    ): Promise<Match> {
      const [row] = await db
        .update(matches)
        .set(answers)
        .where(eq(matches.id, matchId))
        .returning();
      return row!;
    },

    /** Ends the member's match (unmatch); the row, or undefined when it was not theirs or live. */
    async endMatch(matchId: string, userId: string, at: Date): Promise<Match | undefined> {
      const [row] = await db
        .update(matches)
        .set({ endedAt: at, endedBy: userId, chatOpened: false })
        .where(and(eq(matches.id, matchId), isMember(userId), sql`${matches.endedAt} is null`))
        .returning();
      return row;
    },

    /** The member's live matches with the other member's card, newest first. */
    async matchesPage(userId: string, after: TimeCursor | undefined, limit: number) {
      const keyset = { createdAt: matches.createdAt, id: matches.id };
      return db
        .select({
          match: matches,
          card: cardColumns,
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
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(matches)
        .innerJoin(profiles, eq(profiles.userId, otherOf(userId)))
        .where(and(isMember(userId), sql`${matches.endedAt} is null`, isVisibleProfile));
      return row?.count ?? 0;
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
