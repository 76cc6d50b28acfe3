import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { timestamptz } from './columns';

/**
 * Issue 38, item 5 (decision 045): who opened whose profile, at most one row per viewer, profile
 * and UTC day. A visit made while "Browse invisibly" was on is never written, so it can never be
 * shown later. Rows go with either account; the list filters the rest at read time.
 */
export const profileVisits = pgTable(
  'profile_visits',
  {
    visitedId: text('visited_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitedAt: timestamptz('visited_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.visitedId, t.visitorId, t.day] }),
    check('profile_visits_not_self_check', sql`${t.visitorId} <> ${t.visitedId}`),
    // The visitors list and its badge read a member's visits newest first.
    index('profile_visits_visited_idx').on(t.visitedId, t.visitedAt.desc()),
    // The data export and the deletion of one visitor's rows.
    index('profile_visits_visitor_idx').on(t.visitorId),
  ],
);

/**
 * When the member last had the weekly visitors notice (decision 045): claimed by one atomic
 * update, so two nodes never both send it.
 */
export const visitorNotices = pgTable('visitor_notices', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  sentAt: timestamptz('sent_at').notNull(),
});

export type ProfileVisit = typeof profileVisits.$inferSelect;
