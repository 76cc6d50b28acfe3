import type { FrozenCall, FrozenMessage } from '@vusal/shared/schemas/reports';
import type { FullProfile } from '@vusal/shared/schemas/profile';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { timestamptz } from './columns';
import { reports } from './moderation';

/**
 * Issue 24: what a report froze for the moderators when it was sent. Copies, not references,
 * so a message deleted or a profile edited later still shows as it was reported.
 */
export const reportContexts = pgTable('report_contexts', {
  reportId: uuid('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  /** Null when the two never had a chat. */
  conversation: jsonb('conversation').$type<FrozenMessage[]>(),
  profile: jsonb('profile').$type<FullProfile>(),
  /** Issue 40: the call the report was sent from; null otherwise. */
  call: jsonb('call').$type<FrozenCall>(),
  reportsCount: integer('reports_count').notNull(),
  reportersCount: integer('reporters_count').notNull(),
  frozenAt: timestamptz('frozen_at').notNull(),
});

/**
 * Issue 24, decision 022: a member enough different people reported lately, out of browse and
 * explore until a moderator decides about them. The member is not told.
 */
export const reviewHolds = pgTable('review_holds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  heldAt: timestamptz('held_at').notNull(),
});

export type ReportContextRow = typeof reportContexts.$inferSelect;
