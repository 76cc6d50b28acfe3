import { appealStatuses, sanctionKinds } from '@vusal/shared/catalog/enums';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf } from './checks';
import { createdAt, timestamptz } from './columns';
import { reports } from './moderation';

/**
 * Issue 24, item 3: what a moderator's decision left on a member, with the reason the member
 * is shown. A warning is `seenAt` once shown; a suspension ends at `endsAt`; any sanction can
 * be `liftedAt` (an appeal, or the verification that clears the request).
 */
export const sanctions = pgTable(
  'sanctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: sanctionKinds }).notNull(),
    reason: text('reason').notNull(),
    endsAt: timestamptz('ends_at'),
    seenAt: timestamptz('seen_at'),
    liftedAt: timestamptz('lifted_at'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf(t.kind, sanctionKinds),
    index('sanctions_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** One appeal per suspension or ban, sent from the sign-in refusal. */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sanctionId: uuid('sanction_id')
      .notNull()
      .references(() => sanctions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: appealStatuses }).notNull().default('open'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf(t.status, appealStatuses),
    uniqueIndex('appeals_sanction_key').on(t.sanctionId),
    index('appeals_queue_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Issue 24, item 4: what a ban blocks from signing up again, as SHA-256 hashes: the normalised
 * e-mail address and the sign-up device. Kept when the banned account is gone.
 */
/** The e-mail address, the sign-up device cookie, and the push subscriptions of the browser. */
export const bannedIdentityKinds = ['email', 'device', 'push'] as const;

export const bannedIdentities = pgTable(
  'banned_identities',
  {
    kind: text('kind', { enum: bannedIdentityKinds }).notNull(),
    valueHash: text('value_hash').notNull(),
    sanctionId: uuid('sanction_id').references(() => sanctions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.valueHash] }),
    oneOf(t.kind, bannedIdentityKinds),
    index('banned_identities_sanction_idx')
      .on(t.sanctionId)
      .where(sql`${t.sanctionId} is not null`),
  ],
);

export type Sanction = typeof sanctions.$inferSelect;
export type Appeal = typeof appeals.$inferSelect;
