import type { AdminReportStatus } from '@vusal/shared/schemas/admin';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { markedMessageDecisions, matches, messages } from '../../db/schema';
import { cursorTime, type TimeCursor } from '../../infra/keyset';
import { personAs, queuePaging } from './moderation-query-parts';
import { messageColumns } from './report-context.queries';

const sender = personAs('sender');
const recipient = personAs('recipient');
const decider = personAs('decider');
const keyset = { createdAt: messages.createdAt, id: messages.id };
const recipientId = sql<string | null>`case when ${matches.user1Id} = ${messages.senderId}
  then ${matches.user2Id} else ${matches.user1Id} end`;

/** A marked message is open while no decision row settles it (issue 34, item 4). */
const statusOf = sql<AdminReportStatus>`coalesce(${markedMessageDecisions.status}, 'open')`;

/** How many messages of the chat a moderator reads on each side of a marked one. */
const AROUND = { before: 4, after: 3 } as const;

/**
 * Decision 021, issue 34 item 4: the messages sent anyway with contact details in a young
 * chat, the moderators' queue of them and the rows that settle them.
 */
export function contactMessagesRepository(db: Database) {
  const selectMarked = () =>
    db
      .select({
        id: messages.id,
        matchId: messages.matchId,
        text: sql<string>`coalesce(${messages.body}, ${messages.attachmentName}, '')`,
        createdAt: messages.createdAt,
        cursorAt: cursorTime(messages.createdAt),
        senderId: sender.account.id,
        senderName: sender.name,
        recipientId: recipient.account.id,
        recipientName: recipient.name,
        status: statusOf,
        decidedAt: markedMessageDecisions.decidedAt,
        deciderId: decider.account.id,
        deciderName: decider.name,
      })
      .from(messages)
      .innerJoin(matches, eq(matches.id, messages.matchId))
      .leftJoin(markedMessageDecisions, eq(markedMessageDecisions.messageId, messages.id))
      .leftJoin(sender.account, eq(sender.account.id, messages.senderId))
      .leftJoin(sender.profile, eq(sender.profile.userId, messages.senderId))
      .leftJoin(recipient.account, eq(recipient.account.id, recipientId))
      .leftJoin(recipient.profile, eq(recipient.profile.userId, recipientId))
      .leftJoin(decider.account, eq(decider.account.id, markedMessageDecisions.decidedBy))
      .leftJoin(decider.profile, eq(decider.profile.userId, markedMessageDecisions.decidedBy));

  return {
    /**
     * The open ones oldest first (first come, first served), without those of a purged
     * sender, whom no decision can reach; decided ones newest first.
     */
    async contactMessagesPage(
      status: AdminReportStatus,
      after: TimeCursor | undefined,
      limit: number,
    ) {
      const isOpen = status === 'open';
      const paging = queuePaging(keyset, isOpen, after);
      return selectMarked()
        .where(
          and(
            sql`${messages.hasContactDetails}`,
            isOpen
              ? and(isNull(markedMessageDecisions.messageId), isNotNull(messages.senderId))
              : eq(markedMessageDecisions.status, status),
            paging.after,
          ),
        )
        .orderBy(...paging.orderBy)
        .limit(limit);
    },

    async findMarkedMessage(id: string) {
      const [row] = await selectMarked().where(
        and(eq(messages.id, id), sql`${messages.hasContactDetails}`),
      );
      return row;
    },

    /** The chat's messages just before (the marked one included) and after it, oldest first. */
    async messagesAround(matchId: string, id: string) {
      const at = db
        .select({ createdAt: messages.createdAt })
        .from(messages)
        .where(eq(messages.id, id));
      const position = sql`(${messages.createdAt}, ${messages.id}) <= ((${at}), ${id}::uuid)`;
      const before = await db
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.matchId, matchId), position))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(AROUND.before + 1);
      const after = await db
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.matchId, matchId), sql`not (${position})`))
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(AROUND.after);
      return [...before.reverse(), ...after];
    },

    /**
     * Settles an open marked message; false when a decision already did (the key serializes
     * two moderators deciding at once: the second waits, then finds the first's row).
     */
    async settleMarkedMessage(
      messageId: string,
      status: 'dismissed' | 'actioned',
      decidedBy: string,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(markedMessageDecisions)
        .values({ messageId, status, decidedBy, decidedAt: at })
        .onConflictDoNothing()
        .returning({ messageId: markedMessageDecisions.messageId });
      return rows.length > 0;
    },

    async setMarkedSanction(messageId: string, sanctionId: string): Promise<void> {
      await db
        .update(markedMessageDecisions)
        .set({ sanctionId })
        .where(eq(markedMessageDecisions.messageId, messageId));
    },

    /** A suspension or ban settles every other open marked message of the member as well. */
    async settleMarkedMessagesFrom(
      senderId: string,
      sanctionId: string,
      decidedBy: string,
      at: Date,
    ): Promise<string[]> {
      const rows = await db
        .insert(markedMessageDecisions)
        .select(
          db
            .select({
              messageId: messages.id,
              status: sql<'actioned'>`'actioned'`.as('status'),
              sanctionId: sql<string>`${sanctionId}::uuid`.as('sanction_id'),
              decidedBy: sql<string>`${decidedBy}`.as('decided_by'),
              decidedAt: sql<Date>`${at.toISOString()}::timestamptz`.as('decided_at'),
            })
            .from(messages)
            .where(and(eq(messages.senderId, senderId), sql`${messages.hasContactDetails}`)),
        )
        .onConflictDoNothing()
        .returning({ messageId: markedMessageDecisions.messageId });
      return rows.map((row) => row.messageId);
    },
  };
}

export type ContactMessageRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof contactMessagesRepository>['findMarkedMessage']>>
>;
export type AroundMessageRow = Awaited<
  ReturnType<ReturnType<typeof contactMessagesRepository>['messagesAround']>
>[number];
