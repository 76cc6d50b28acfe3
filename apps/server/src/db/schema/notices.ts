import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { session, user } from './auth';
import { createdAt, timestamptz } from './columns';

/**
 * Issue 26, item 1: one browser's push subscription. It belongs to the session that made it, so
 * whatever ends the session (sign-out, a password change, deactivation, deletion) ends it too.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => session.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * The last push of one burst to one member (a chat, a match, likes): the next one within the
 * burst window is not sent, the notification already on screen stands for both (item 3).
 */
export const pushBursts = pgTable(
  'push_bursts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [primaryKey({ name: 'push_bursts_pkey', columns: [t.userId, t.tag] })],
);

/**
 * Item 6: when the member's last daily digest went out, and since when pushes wait for the next
 * one (quiet hours).
 */
export const noticeDigests = pgTable('notice_digests', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  sentAt: timestamptz('sent_at'),
  heldSince: timestamptz('held_since'),
});

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
