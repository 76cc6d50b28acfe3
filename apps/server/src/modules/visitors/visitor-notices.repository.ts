import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badgeViews, preferences, profiles, user, visitorNotices } from '../../db/schema';

/** Decision 045: the visitors notice goes at most once in this long. */
export const VISITORS_NOTICE_GAP_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 500;

export function createVisitorNoticesRepository(db: Database) {
  return {
    /**
     * Members who turned the notice on, still want e-mail at all, are approved and active, and
     * had none in the last week; with where and in which language to write.
     */
    due(now: Date) {
      const weekAgo = new Date(now.getTime() - VISITORS_NOTICE_GAP_MS);
      return db
        .select({
          userId: user.id,
          email: user.email,
          name: user.name,
          language: user.language,
          country: user.country,
          sentAt: visitorNotices.sentAt,
          viewedAt: badgeViews.visitorsViewedAt,
        })
        .from(preferences)
        .innerJoin(user, eq(user.id, preferences.userId))
        .innerJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(visitorNotices, eq(visitorNotices.userId, user.id))
        .leftJoin(badgeViews, eq(badgeViews.userId, user.id))
        .where(
          and(
            eq(preferences.visitorsNotice, true),
            eq(preferences.receiveNotifications, true),
            eq(profiles.isApproved, true),
            eq(profiles.isActive, true),
            isNull(profiles.deletedAt),
            or(isNull(visitorNotices.sentAt), lt(visitorNotices.sentAt, weekAgo)),
          ),
        )
        .orderBy(sql`${visitorNotices.sentAt} nulls first`)
        .limit(BATCH);
    },

    /**
     * Takes this week's notice for the member: true for exactly one caller however many race,
     * since the row's update re-checks the week under its lock (decision 045).
     */
    async claim(userId: string, now: Date): Promise<boolean> {
      const weekAgo = new Date(now.getTime() - VISITORS_NOTICE_GAP_MS);
      const rows = await db
        .insert(visitorNotices)
        .values({ userId, sentAt: now })
        .onConflictDoUpdate({
          target: visitorNotices.userId,
          set: { sentAt: now },
          setWhere: lt(visitorNotices.sentAt, weekAgo),
        })
        .returning({ userId: visitorNotices.userId });
      return rows.length > 0;
    },
  };
}
