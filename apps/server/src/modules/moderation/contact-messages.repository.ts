import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { personName } from '../../db/person-name';
import { matches, messages, profiles, user } from '../../db/schema';
import { cursorTime, newestFirst, olderThan, type TimeCursor } from '../../infra/keyset';

const senderUser = alias(user, 'sender_user');
const senderProfile = alias(profiles, 'sender_profile');
const recipientUser = alias(user, 'recipient_user');
const recipientProfile = alias(profiles, 'recipient_profile');
const keyset = { createdAt: messages.createdAt, id: messages.id };
const recipientId = sql<string | null>`case when ${matches.user1Id} = ${messages.senderId}
  then ${matches.user2Id} else ${matches.user1Id} end`;

/** Decision 021: the messages sent anyway with contact details in a young chat, for moderators. */
export function contactMessagesRepository(db: Database) {
  return {
    async contactMessagesPage(after: TimeCursor | undefined, limit: number) {
      return db
        .select({
          id: messages.id,
          matchId: messages.matchId,
          text: sql<string>`coalesce(${messages.body}, ${messages.attachmentName}, '')`,
          createdAt: messages.createdAt,
          cursorAt: cursorTime(messages.createdAt),
          senderId: senderUser.id,
          senderName: personName(senderProfile.fullName, senderUser.name),
          recipientId: recipientUser.id,
          recipientName: personName(recipientProfile.fullName, recipientUser.name),
        })
        .from(messages)
        .innerJoin(matches, eq(matches.id, messages.matchId))
        .leftJoin(senderUser, eq(senderUser.id, messages.senderId))
        .leftJoin(senderProfile, eq(senderProfile.userId, messages.senderId))
        .leftJoin(recipientUser, eq(recipientUser.id, recipientId))
        .leftJoin(recipientProfile, eq(recipientProfile.userId, recipientId))
        .where(and(sql`${messages.hasContactDetails}`, after && olderThan(keyset, after)))
        .orderBy(...newestFirst(keyset))
        .limit(limit);
    },
  };
}

export type ContactMessageRow = Awaited<
  ReturnType<ReturnType<typeof contactMessagesRepository>['contactMessagesPage']>
>[number];
