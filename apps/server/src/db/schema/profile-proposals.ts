import { profileProposalStatuses } from '@vusal/shared/catalog/constants';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf } from './checks';
import { createdAt, timestamptz } from './columns';
import { guardianships } from './family';

/**
 * Issue 39, item 3 (decision 053): a relative's proposed edit of the member's profile, waiting
 * for the member. `changes` is the partial patch as the member's own edit takes it (checked by
 * the same schema when proposed and again when accepted); `base` holds what those fields held
 * when the relative wrote it, so acceptance knows which ones the member changed since.
 */
export const profileProposals = pgTable(
  'profile_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guardianshipId: uuid('guardianship_id')
      .notNull()
      .references(() => guardianships.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    base: jsonb('base').$type<Record<string, unknown>>().notNull(),
    // A photo the relative proposed, stored by the media pipeline; on acceptance it enters the
    // member's photos as their own upload does (waiting for a moderator after approval).
    photoKey: text('photo_key'),
    status: text('status', { enum: profileProposalStatuses }).notNull().default('pending'),
    // Accepted: the fields applied (one the member had changed since is kept as they had it).
    appliedFields: text('applied_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    oneOf(t.status, profileProposalStatuses),
    // The member's review list and the count beside the editor.
    index('profile_proposals_member_pending_idx')
      .on(t.memberId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // The relative's own list.
    index('profile_proposals_guardianship_idx').on(t.guardianshipId, t.createdAt),
  ],
);

/**
 * Decision 053, "the member sees who wrote what": the last accepted proposal that wrote each
 * field, with the value it wrote. The marker shows only while the field still holds that value,
 * so the member's own later edit of the field takes it away without the profiles module knowing.
 */
export const profileFieldAuthors = pgTable(
  'profile_field_authors',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    guardianshipId: uuid('guardianship_id')
      .notNull()
      .references(() => guardianships.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<unknown>(),
    writtenAt: timestamptz('written_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.field] })],
);

export type ProfileProposal = typeof profileProposals.$inferSelect;
