import { citySlugs } from '@vusal/shared/catalog/cities';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf } from './checks';
import { createdAt, timestamptz } from './columns';
import { matches } from './social';

/** What is stored; `expired` is a pending row past `expires_at`, computed when read. */
export const storedMeetingStatuses = ['pending', 'accepted', 'declined', 'expired'] as const;

/**
 * Issue 39, item 4 (decision 052): a request that the two members' families meet, within a date
 * window in a city. A record and a notice, not a booking. The partial unique index is "one
 * pending request per match" on every node at once; a pending row past its expiry is marked
 * expired by the next send in the same transaction, before the insert meets the index.
 */
export const familyMeetings = pgTable(
  'family_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    // Null once the account is purged (S8); the record stays for the other side.
    fromId: text('from_id').references(() => user.id, { onDelete: 'set null' }),
    toId: text('to_id').references(() => user.id, { onDelete: 'set null' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    city: text('city', { enum: citySlugs }).notNull(),
    note: text('note'),
    status: text('status', { enum: storedMeetingStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    oneOf(t.city, citySlugs),
    oneOf(t.status, storedMeetingStatuses),
    check('family_meetings_window_check', sql`${t.dateFrom} <= ${t.dateTo}`),
    check(
      'family_meetings_answer_check',
      sql`(${t.status} in ('accepted', 'declined')) = (${t.answeredAt} is not null)`,
    ),
    uniqueIndex('family_meetings_pending_key')
      .on(t.matchId)
      .where(sql`${t.status} = 'pending'`),
    index('family_meetings_match_idx').on(t.matchId, t.createdAt.desc()),
  ],
);

export type FamilyMeetingRow = typeof familyMeetings.$inferSelect;
