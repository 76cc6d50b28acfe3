import { verificationPoses, verificationRejectReasons } from '@vusal/shared/catalog/verification';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf } from './checks';
import { createdAt, timestamptz } from './columns';

/** A try's life: a pose and code are handed out, a selfie waits, a moderator decides. */
export const verificationTryStatuses = ['started', 'waiting', 'approved', 'rejected'] as const;

/**
 * Issue 23 (decision 031): one try of the selfie check. The row outlives its selfie: the file
 * goes 30 days after the decision, the perceptual hash stays so the same picture is refused
 * again, whoever sends it.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pose: text('pose', { enum: verificationPoses }).notNull(),
    code: text('code').notNull(),
    status: text('status', { enum: verificationTryStatuses }).notNull().default('started'),
    selfieKey: text('selfie_key'),
    // The 64-bit difference hash of the stored selfie in hex, compared by Hamming distance.
    selfieHash: text('selfie_hash'),
    rejectReason: text('reject_reason', { enum: verificationRejectReasons }),
    note: text('note'),
    startedAt: createdAt(),
    submittedAt: timestamptz('submitted_at'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    oneOf(t.pose, verificationPoses),
    oneOf(t.status, verificationTryStatuses),
    oneOf(t.rejectReason, verificationRejectReasons),
    check('verifications_selfie_hash_check', sql`${t.selfieHash} ~ '^[0-9a-f]{16}$'`),
    check(
      'verifications_waiting_has_selfie_check',
      sql`${t.status} = 'started' or ${t.selfieHash} is not null`,
    ),
    // A member's latest try, and the tries of the last day.
    index('verifications_user_idx').on(t.userId, t.startedAt.desc()),
    // The moderators' queue, oldest first.
    index('verifications_queue_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} = 'waiting'`),
    // The purge job: decided selfies still stored.
    index('verifications_purge_idx')
      .on(t.decidedAt)
      .where(sql`${t.selfieKey} is not null and ${t.decidedAt} is not null`),
  ],
);

export type VerificationRow = typeof verifications.$inferSelect;
