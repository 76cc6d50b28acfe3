import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { BadgeSection } from '@vusal/shared/schemas/likes';
import type { Gender } from '@vusal/shared/catalog/enums';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { badgeViews, likes, matches, profiles } from '../../db/schema';
import { unreadMessagesOf } from '../chat';
import { isVisibleProfile } from '../members';
import { receivedBy } from '../likes';

const isMember = (userId: string) => or(eq(matches.user1Id, userId), eq(matches.user2Id, userId));

const since = (column: PgColumn, at: Date | null | undefined) => (at ? gt(column, at) : undefined);

const viewColumn = {
  likes: 'likesViewedAt',
  matches: 'matchesViewedAt',
  explore: 'exploreViewedAt',
  visitors: 'visitorsViewedAt',
} as const satisfies Record<BadgeSection, keyof typeof badgeViews.$inferInsert>;

export function createBadgesRepository(db: Database) {
  type Source = Parameters<ReturnType<Database['select']>['from']>[0];

  /** count(*) of a query's rows, stopping at `cap`: a badge says 9+ anyway. */
  async function countOf(source: Source): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(source);
    return row?.count ?? 0;
  }

  const one = { one: sql`1` };

  return {
    async viewsOf(userId: string) {
      const [row] = await db.select().from(badgeViews).where(eq(badgeViews.userId, userId));
      const [profile] = await db
        .select({ gender: profiles.gender })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return { views: row, gender: profile?.gender ?? null };
    },

    newLikes: (userId: string, after: Date | null | undefined, cap: number) =>
      countOf(
        db
          .select(one)
          .from(likes)
          .innerJoin(profiles, eq(profiles.userId, likes.likerId))
          .where(and(receivedBy(userId), since(likes.createdAt, after)))
          .limit(cap)
          .as('capped'),
      ),

    newMatches: (userId: string, after: Date | null | undefined, cap: number) =>
      countOf(
        db
          .select(one)
          .from(matches)
          .where(
            and(isMember(userId), sql`${matches.endedAt} is null`, since(matches.createdAt, after)),
          )
          .limit(cap)
          .as('capped'),
      ),

    /** Visible profiles of the gender the member browses, new since they last explored. */
    newProfiles: (
      userId: string,
      gender: Gender | null,
      after: Date | null | undefined,
      cap: number,
    ) =>
      countOf(
        db
          .select(one)
          .from(profiles)
          .where(
            and(
              isVisibleProfile,
              gender ? eq(profiles.gender, gender) : undefined,
              sql`(${profiles.userId} is null or ${profiles.userId} <> ${userId})`,
              since(profiles.createdAt, after),
            ),
          )
          .limit(cap)
          .as('capped'),
      ),

    /** S5: the same rows as the chat list's unread counts, so the two always agree. */
    unreadMessages: (userId: string, cap: number) =>
      countOf(unreadMessagesOf(db, userId).limit(cap).as('capped')),

    async openChats(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(matches)
        .where(
          and(isMember(userId), sql`${matches.endedAt} is null`, eq(matches.chatOpened, true)),
        );
      return row?.count ?? 0;
    },

    async markViewed(userId: string, sections: BadgeSection[], at: Date): Promise<void> {
      const values = Object.fromEntries(sections.map((section) => [viewColumn[section], at]));
      await db
        .insert(badgeViews)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: badgeViews.userId, set: values });
    },
  };
}

export type BadgesRepository = ReturnType<typeof createBadgesRepository>;
