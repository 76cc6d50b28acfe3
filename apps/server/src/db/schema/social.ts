import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, timestamptz } from './columns';

export const likes = pgTable(
  'likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    likerId: text('liker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    likedId: text('liked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isSuper: boolean('is_super').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // Also serves "likes I gave", by its leading column.
    unique('likes_pair_key').on(t.likerId, t.likedId),
    check('likes_not_self_check', sql`${t.likerId} <> ${t.likedId}`),
    index('likes_received_idx').on(t.likedId, t.createdAt.desc()),
  ],
);

/**
 * Decision 073: who of a pair has liked the other, one row per pair (ordered, as a match), so
 * the two likes of a pair meet on one row. Each like upserts it in its own statement; the
 * second of two likes committing side by side waits for the first's row and reads it as
 * committed, so it sees the other like its snapshot missed.
 */
export const likePairs = pgTable(
  'like_pairs',
  {
    user1Id: text('user1_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    user2Id: text('user2_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    user1Liked: boolean('user1_liked').notNull().default(false),
    user2Liked: boolean('user2_liked').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'like_pairs_pkey', columns: [t.user1Id, t.user2Id] }),
    check('like_pairs_order_check', sql`${t.user1Id} < ${t.user2Id}`),
    // An account's deletion finds its rows from either side.
    index('like_pairs_user2_idx').on(t.user2Id),
  ],
);

/** D13: a pass is stored; browse skips it for PASS_RETURN_DAYS from created_at. */
export const passes = pgTable(
  'passes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    passedId: text('passed_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'passes_pkey', columns: [t.userId, t.passedId] }),
    check('passes_not_self_check', sql`${t.userId} <> ${t.passedId}`),
    // Refresh forgets a member's passes; the 30-day rule reads them by pair (the key).
  ],
);

/**
 * A mutual like. The pair is stored ordered (user1_id < user2_id) so one unique index covers
 * both orders. The members are set to null, not cascaded, when an account is purged: the
 * other member keeps the conversation, shown as "Deleted user" (S8).
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user1Id: text('user1_id').references(() => user.id, { onDelete: 'set null' }),
    user2Id: text('user2_id').references(() => user.id, { onDelete: 'set null' }),
    // Each member's answer to "start a chat?": null until answered (D14).
    user1WantsChat: boolean('user1_wants_chat'),
    user2WantsChat: boolean('user2_wants_chat'),
    chatOpened: boolean('chat_opened').notNull().default(false),
    // When both said yes: a chat younger than 48 hours is young (decision 021).
    chatOpenedAt: timestamptz('chat_opened_at'),
    // Unmatch, or a block between the members: gone for both. The row stays, so the pair's
    // unique key keeps a second match from ever being made and the likes keep them out of
    // each other's browse.
    endedAt: timestamptz('ended_at'),
    endedBy: text('ended_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('matches_order_check', sql`${t.user1Id} < ${t.user2Id}`),
    uniqueIndex('matches_pair_key').on(t.user1Id, t.user2Id),
    // A member's matches, newest first, from either side of the pair.
    index('matches_user1_created_idx')
      .on(t.user1Id, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.endedAt} is null`),
    index('matches_user2_created_idx')
      .on(t.user2Id, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.endedAt} is null`),
  ],
);

/** S2: enforced by the server in both directions. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * Issue 38, item 2: the owner shows their photos as they are to this one match. Only between
 * matched members; unmatch, block, a withdrawn chat consent and a suspension delete the row in
 * the transaction of that act.
 */
export const photoReveals = pgTable(
  'photo_reveals',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'photo_reveals_pkey', columns: [t.ownerId, t.viewerId] }),
    check('photo_reveals_not_self_check', sql`${t.ownerId} <> ${t.viewerId}`),
    index('photo_reveals_viewer_idx').on(t.viewerId),
  ],
);

export type Like = typeof likes.$inferSelect;
export type NewLike = typeof likes.$inferInsert;
export type Pass = typeof passes.$inferSelect;
export type Match = typeof matches.$inferSelect;
export type NewMatch = typeof matches.$inferInsert;
export type Block = typeof blocks.$inferSelect;
