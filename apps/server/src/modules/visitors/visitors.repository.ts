import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { MemberRef } from '../../db/prepared';
import type { Database } from '../../db/client';
import { badgeViews, matches, preferences, profiles, profileVisits } from '../../db/schema';
import type { TimeCursor } from '../../infra/keyset';
import {
  cardColumns,
  isRevealedTo,
  isVisibleProfile,
  notBlockedEitherWay,
  privacyModeShows,
} from '../members';

// Named from the schema, so a renamed column cannot leave the raw insert behind.
const visitColumns = sql.join(
  [
    profileVisits.visitedId,
    profileVisits.visitorId,
    profileVisits.day,
    profileVisits.visitedAt,
  ].map((column) => sql.identifier(column.name)),
  sql`, `,
);

/**
 * Each member who opened `visitedId`'s profile, once, with their latest visit: the one place
 * the list, its badge and the weekly notice read visits from.
 */
function lastVisits(db: Database, visitedId: MemberRef) {
  return db
    .select({
      visitorId: profileVisits.visitorId,
      lastAt: sql<Date>`max(${profileVisits.visitedAt})`.as('last_at'),
    })
    .from(profileVisits)
    .where(eq(profileVisits.visitedId, visitedId))
    .groupBy(profileVisits.visitorId)
    .as('last_visits');
}

/**
 * Who of them may show (decision 045): the one rule of who others are told about
 * (`isVisibleProfile`), no block either way, and privacy mode's rule (a member in it shows only
 * to people they liked), asked at read time, so a visitor who is later blocked, hidden,
 * suspended or deleted drops out of the list and its counts at once.
 */
const shown = (visitedId: MemberRef, visitorId: SQL) =>
  and(
    isVisibleProfile,
    notBlockedEitherWay(visitedId, visitorId),
    privacyModeShows(visitorId, visitedId),
  );

/**
 * A row per visitor shown in the list whose latest visit came after `since` (a value or a
 * subquery; every one without it): what the badge and the weekly notice count.
 */
export function visitorsShownSince(db: Database, visitedId: MemberRef, since: SQL | undefined) {
  const last = lastVisits(db, visitedId);
  return db
    .select({ one: sql`1` })
    .from(last)
    .innerJoin(profiles, eq(profiles.userId, last.visitorId))
    .where(and(shown(visitedId, sql`${last.visitorId}`), since && gt(last.lastAt, since)))
    .$dynamic();
}

export function createVisitorsRepository(db: Database) {
  return {
    /**
     * One visit a UTC day per viewer (decision 045): a second one that day, or one racing it,
     * changes nothing. Nothing is written while the viewer browses invisibly, in the same
     * statement, so a visit can never be stored under that setting. Says whether it was stored
     * now, and whether the viewer was invisible (then nothing is known of the day's row).
     */
    async record(
      visitorId: string,
      visitedId: string,
      at: Date,
    ): Promise<{ stored: boolean; invisible: boolean }> {
      const day = at.toISOString().slice(0, 10);
      const { rows } = await db.execute<{ invisible: boolean; stored: boolean }>(sql`
        with viewer as (
          select coalesce((select ${preferences.browseInvisibly} from ${preferences}
            where ${preferences.userId} = ${visitorId}), false) as invisible
        ),
        visit as (
          insert into ${profileVisits} (${visitColumns})
          select ${visitedId}, ${visitorId}, ${day}::date, ${at.toISOString()}::timestamptz
          from viewer where not viewer.invisible
          on conflict do nothing returning 1
        )
        select viewer.invisible, exists (select 1 from visit) as stored from viewer`);
      return rows[0] ?? { stored: false, invisible: false };
    },

    async page(visitedId: string, after: TimeCursor | undefined, limit: number) {
      const last = lastVisits(db, visitedId);
      const lastAt = sql`${last.lastAt}`;
      return db
        .select({
          id: profiles.id,
          lastAt: sql<string>`${lastAt}`.mapWith((value: string) => new Date(value)),
          cursorAt: sql<string>`to_char(${lastAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
          isMatch: sql<boolean>`exists (select 1 from ${matches} where ${matches.user1Id} = least(${last.visitorId}, ${visitedId}) and ${matches.user2Id} = greatest(${last.visitorId}, ${visitedId}) and ${matches.endedAt} is null)`,
          isRevealed: isRevealedTo(visitedId, sql`${last.visitorId}`),
          card: cardColumns,
        })
        .from(last)
        .innerJoin(profiles, eq(profiles.userId, last.visitorId))
        .leftJoin(preferences, eq(preferences.userId, profiles.userId))
        .where(
          and(
            shown(visitedId, sql`${last.visitorId}`),
            after && sql`(${lastAt}, ${profiles.id}) < (${after.t}::timestamptz, ${after.i}::uuid)`,
          ),
        )
        .orderBy(sql`${lastAt} desc`, sql`${profiles.id} desc`)
        .limit(limit);
    },

    /** Visitors shown in the list whose latest visit came after `since` (all without one), up to `cap`. */
    async countSince(visitedId: string, since: Date | null | undefined, cap: number) {
      const capped = visitorsShownSince(db, visitedId, since ? sql`${since}` : undefined)
        .limit(cap)
        .as('capped');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
      return row?.count ?? 0;
    },

    async viewedAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: badgeViews.visitorsViewedAt })
        .from(badgeViews)
        .where(eq(badgeViews.userId, userId));
      return row?.at ?? null;
    },
  };
}

export type VisitorsRepository = ReturnType<typeof createVisitorsRepository>;
