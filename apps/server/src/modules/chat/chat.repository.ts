import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newerThan, olderThan } from '../../infra/keyset';
import {
  chatStates,
  matches,
  messages,
  preferences,
  profiles,
  type Match,
  type Message,
} from '../../db/schema';
import { chatListStatements } from './chat-list-statement';
import { isOpenChatOf, isReadableChatOf, otherOf, receiptsShownBetween } from './chat-query-parts';
import { markDeliveredBatch, type DeliveredRequest } from './delivered-receipts';
import { createMessageStore } from './message-store';
import { messagesStatements } from './messages-statement';

/**
 * The cursor message's own (created_at, id), read in SQL: a JavaScript Date keeps only
 * milliseconds, and the microseconds it drops would repeat or skip rows at a page boundary.
 */
const cursorRow = (messageId: string) =>
  sql`(select c.created_at, c.id from ${messages} c where c.id = ${messageId})`;

const keyset = { createdAt: messages.createdAt, id: messages.id };

export function createChatRepository(db: Database) {
  // Issue 35: asked as each socket comes and goes, always the same shape, so it is built and
  // prepared once: building it was a sixth of the SQL text the node built in the capacity
  // scenario (busy machine).
  const partner = sql`${sql.placeholder('userId')}`;
  const partners = db
    .select({ userId: profiles.userId })
    .from(matches)
    .innerJoin(profiles, eq(profiles.userId, otherOf(partner)))
    .where(isOpenChatOf(partner))
    .prepare('read_chat_partners');
  return {
    /** The one way messages are stored: a batch of sends, one statement (`message-store.ts`). */
    storeMessages: createMessageStore(db),
    /** A page of a chat's messages, the lent session checked (decision 065). */
    readMessages: messagesStatements(db),
    /** S1's list of the member's chats, the lent session checked (decision 070). */
    readChatList: chatListStatements(db),

    /** The open chat of the member, or undefined (not theirs, not open, blocked, or unknown). */
    async openChat(matchId: string, userId: string): Promise<Match | undefined> {
      const [row] = await db
        .select({ match: matches })
        .from(matches)
        .innerJoin(profiles, eq(profiles.userId, otherOf(userId)))
        .where(and(eq(matches.id, matchId), isOpenChatOf(userId)));
      return row?.match;
    },

    /** The member's chat to read (`isReadableChatOf`), or undefined. */
    async readableChat(matchId: string, userId: string): Promise<Match | undefined> {
      const [row] = await db
        .select({ match: matches })
        .from(matches)
        .leftJoin(profiles, eq(profiles.userId, otherOf(userId)))
        .where(and(eq(matches.id, matchId), isReadableChatOf(userId)));
      return row?.match;
    },

    async messageByClientId(matchId: string, clientId: string): Promise<Message | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.matchId, matchId), eq(messages.clientId, clientId)));
      return row;
    },

    /** How many messages each member has sent in the chat (a young chat's test). */
    async sentBy(matchId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ senderId: messages.senderId, count: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.matchId, matchId))
        .groupBy(messages.senderId);
      return new Map(rows.flatMap((row) => (row.senderId ? [[row.senderId, row.count]] : [])));
    },

    async messageOf(matchId: string, messageId: string): Promise<Message | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.matchId, matchId), eq(messages.id, messageId)));
      return row;
    },

    /**
     * Up to `limit` messages next to `cursor` in keyset order: `after` it oldest first (from the
     * start without one), or `before` it newest first (from the newest without one).
     */
    async messagesFrom(
      matchId: string,
      cursor: Message | undefined,
      direction: 'after' | 'before',
      limit: number,
    ) {
      const isAfter = direction === 'after';
      const from = cursor && cursorRow(cursor.id);
      // Plain asc/desc: messages_match_created_idx is ascending, walked backwards for `before`.
      const order = isAfter ? asc : desc;
      return db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.matchId, matchId),
            from && (isAfter ? newerThan(keyset, from) : olderThan(keyset, from)),
          ),
        )
        .orderBy(order(messages.createdAt), order(messages.id))
        .limit(limit);
    },

    /** Issue 35, item 3: a batch of delivered receipts, one statement. */
    markDeliveredBatch: (batch: readonly DeliveredRequest[], at: Date) =>
      markDeliveredBatch(db, batch, at),

    /** Every unread message of the other member is read now (and delivered, if it was not). */
    async markRead(matchId: string, readerId: string, at: Date): Promise<number> {
      const rows = await db
        .update(messages)
        .set({
          readAt: at,
          deliveredAt: sql`coalesce(${messages.deliveredAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(messages.matchId, matchId),
            sql`${messages.senderId} <> ${readerId}`,
            sql`${messages.readAt} is null`,
          ),
        )
        .returning({ id: messages.id });
      return rows.length;
    },

    /** S4: whether both members show read receipts (`receiptsShownBetween`). */
    async receiptsShown([a, b]: string[]): Promise<boolean> {
      const { rows } = await db.execute<{ shown: boolean }>(
        sql`select ${receiptsShownBetween(a!, b ?? null)} as shown`,
      );
      return rows[0]?.shown === true;
    },

    /** S4: whether the member shows their online status (on unless chosen otherwise). */
    async onlineStatusShown(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ shown: preferences.showOnlineStatus })
        .from(preferences)
        .where(eq(preferences.userId, userId));
      return row?.shown ?? true;
    },

    /** The other members of the member's open chats (who hear about their presence). */
    async chatPartners(userId: string): Promise<string[]> {
      const rows = await partners.execute({ userId });
      return rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },

    /** S1: the member's own list state of one chat, created on first use. */
    async saveState(
      userId: string,
      matchId: string,
      update: { isPinned?: boolean; isArchived?: boolean; isHidden?: boolean },
    ) {
      const [row] = await db
        .insert(chatStates)
        .values({ userId, matchId, ...update })
        .onConflictDoUpdate({
          target: [chatStates.userId, chatStates.matchId],
          set: { ...update, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
