import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, matches, preferences, profiles } from '../../db/schema';
import { orderedPair } from '../../db/ordered-pair';
import { cardColumns, forgetRevealsBetween } from '../members';

/** S2: who blocked whom, and the match a block ends. */
export function blocksRepository(db: Database) {
  return {
    async hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
      return !!row;
    },

    /** Issue 38: a block takes back every reveal between the two, in its transaction. */
    forgetRevealsBetween: (a: string, b: string) => forgetRevealsBetween(db, a, b),

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
  };
}
