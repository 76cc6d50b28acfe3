import { guardianRelations, guardianshipStatuses } from '@vusal/shared/catalog/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf } from './checks';
import { createdAt, timestamptz } from './columns';

/**
 * Issue 39 (decision 050): a relative a member invited to follow them. The member owns the row:
 * they choose each scope, change it at any time and end it; an ended row is kept so that what
 * the guardian read stays explainable, and grants nothing. One guardian at a time per member.
 *
 * The scopes are what the guardian may see, each off until the member turns it on:
 * - `seesMatches`: the member's matches' profiles;
 * - `seesNewMatches`: new matches and chat requests as they come (notices);
 * - `readsChats`: copies of chats, only where the other member agreed (decision 050);
 * - `editsProfile`: proposals of profile edits, each waiting for the member's acceptance.
 */
export const guardianships = pgTable(
  'guardianships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Null until the relative accepts the invitation with a guardian account.
    guardianId: text('guardian_id').references(() => user.id, { onDelete: 'cascade' }),
    // The address the invitation went to, lower-cased; the accepting account must own it.
    email: text('email').notNull(),
    relation: text('relation', { enum: guardianRelations }).notNull(),
    status: text('status', { enum: guardianshipStatuses }).notNull().default('invited'),
    // The invitation link's token, stored hashed; cleared once accepted or ended.
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestamptz('invite_expires_at'),
    seesMatches: boolean('sees_matches').notNull().default(false),
    seesNewMatches: boolean('sees_new_matches').notNull().default(false),
    readsChats: boolean('reads_chats').notNull().default(false),
    editsProfile: boolean('edits_profile').notNull().default(false),
    // The member's choice: a chat whose other member declines the copies does not open at all.
    sharingRequired: boolean('sharing_required').notNull().default(false),
    createdAt: createdAt(),
    acceptedAt: timestamptz('accepted_at'),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    oneOf(t.relation, guardianRelations),
    oneOf(t.status, guardianshipStatuses),
    check(
      'guardianships_active_has_guardian_check',
      sql`${t.status} <> 'active' or ${t.guardianId} is not null`,
    ),
    check(
      'guardianships_not_self_check',
      sql`${t.guardianId} is null or ${t.guardianId} <> ${t.memberId}`,
    ),
    // One invitation or guardian at a time per member; ended rows do not count.
    uniqueIndex('guardianships_member_open_idx')
      .on(t.memberId)
      .where(sql`${t.status} <> 'ended'`),
    // A guardian's home lists the members they follow.
    index('guardianships_guardian_idx')
      .on(t.guardianId)
      .where(sql`${t.status} = 'active'`),
  ],
);

export type Guardianship = typeof guardianships.$inferSelect;
