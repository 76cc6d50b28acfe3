import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  blocks,
  matches,
  preferences,
  profiles,
  reports,
  sanctions,
  type NewReport,
} from '../../db/schema';
import { orderedPair } from '../../db/ordered-pair';
import { reportContextQueries } from './report-context.queries';
import { cardColumns } from '../members';

function moderationQueries(db: Database) {
  return {
    async hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
      return !!row;
    },

    async block(blockerId: string, blockedId: string, at: Date): Promise<void> {
      await db.insert(blocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
    },

    /** A block ends the pair's match for both (S2); its id, when there was a live one. */
    async endMatchOfPair(a: string, b: string, by: string, at: Date) {
      const [user1Id, user2Id] = orderedPair(a, b);
      const [row] = await db
        .update(matches)
        .set({ endedAt: at, endedBy: by, chatOpened: false })
        .where(
          and(
            eq(matches.user1Id, user1Id),
            eq(matches.user2Id, user2Id),
            sql`${matches.endedAt} is null`,
          ),
        )
        .returning({ id: matches.id });
      return row?.id;
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    /** The people the member blocked, newest first, by their profile name. */
    async blockedBy(blockerId: string) {
      return db
        .select({ card: cardColumns, userId: blocks.blockedId, blockedAt: blocks.createdAt })
        .from(blocks)
        .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
        .leftJoin(preferences, eq(preferences.userId, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt));
    },

    /** Issue 24, item 3: the oldest warning the member has not been shown. */
    async unseenWarning(userId: string) {
      const [row] = await db
        .select({ id: sanctions.id, reason: sanctions.reason })
        .from(sanctions)
        .where(
          and(
            eq(sanctions.userId, userId),
            eq(sanctions.kind, 'warn'),
            isNull(sanctions.seenAt),
            isNull(sanctions.liftedAt),
          ),
        )
        .orderBy(asc(sanctions.createdAt))
        .limit(1);
      return row;
    },

    /** Issue 23, item 7: the reason of the request to verify, while the profile holds it. */
    async verificationHold(userId: string) {
      const [row] = await db
        .select({ reason: sanctions.reason })
        .from(sanctions)
        .innerJoin(profiles, eq(profiles.userId, sanctions.userId))
        .where(
          and(
            eq(sanctions.userId, userId),
            eq(sanctions.kind, 'require_verification'),
            isNull(sanctions.liftedAt),
            profiles.verificationRequired,
          ),
        )
        .orderBy(desc(sanctions.createdAt))
        .limit(1);
      return row;
    },

    async markWarningSeen(id: string, userId: string, at: Date): Promise<void> {
      await db
        .update(sanctions)
        .set({ seenAt: at })
        .where(
          and(
            eq(sanctions.id, id),
            eq(sanctions.userId, userId),
            eq(sanctions.kind, 'warn'),
            isNull(sanctions.seenAt),
          ),
        );
    },

    async insertReport(report: NewReport): Promise<string> {
      const [row] = await db.insert(reports).values(report).returning({ id: reports.id });
      return row!.id;
    },
  };
}

export type ModerationRepository = ReturnType<typeof moderationQueries> &
  ReturnType<typeof reportContextQueries> & {
    /** Runs `work` in one transaction, with a repository bound to it. */
    transaction<T>(work: (repository: ModerationRepository) => Promise<T>): Promise<T>;
  };

export function createModerationRepository(db: Database): ModerationRepository {
  return {
    ...moderationQueries(db),
    ...reportContextQueries(db),
    transaction: (work) => db.transaction((tx) => work(createModerationRepository(tx))),
  };
}
