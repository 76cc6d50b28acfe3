import { adminActions, reportReasons, reportStatuses } from '@vusal/shared/catalog/enums';
import { index, inet, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { messages } from './chat';
import { oneOf } from './checks';
import { createdAt, timestamptz } from './columns';

/** S3: a report about a profile, or about one of its messages, for the moderation queue. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The report outlives both accounts: its evidence is kept until a year after its decision
    // (SECURITY 38), whenever the reported account is purged.
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: reportReasons }).notNull(),
    note: text('note'),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf(t.reason, reportReasons),
    oneOf(t.status, reportStatuses),
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetUserId),
  ],
);

/** SECURITY 15: every admin action. Rows outlive both accounts involved. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action', { enum: adminActions }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: inet('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf(t.action, adminActions),
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetUserId),
  ],
);

export type Report = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
