import type { ChatListItem, ChatMessage } from '@vusal/shared/schemas/chat';
import type { Message } from '../../db/schema';
import { toCard, type CardRow } from '../members';
import type { ChatListRow } from './chat-list-statement';

/** Where a message's file is served (only to the two members, SECURITY 23). */
export const attachmentPath = (matchId: string, messageId: string) =>
  `/api/chats/${matchId}/messages/${messageId}/attachment`;

/**
 * A stored message as the members see it. S4: the delivered and read times are receipts, shown
 * only while both members show read receipts; they are stored regardless (unread counts).
 */
export function toMessageView(row: Message, receiptsShown: boolean): ChatMessage {
  const attachment =
    row.attachmentKey && row.attachmentName && row.attachmentMime && row.attachmentSize
      ? {
          name: row.attachmentName,
          mime: row.attachmentMime,
          size: row.attachmentSize,
          url: attachmentPath(row.matchId, row.id),
          width: row.attachmentWidth,
          height: row.attachmentHeight,
        }
      : null;
  return {
    id: row.id,
    matchId: row.matchId,
    clientId: row.clientId,
    senderId: row.senderId,
    type: row.type,
    text: row.body,
    attachment,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: receiptsShown && row.deliveredAt ? row.deliveredAt.toISOString() : null,
    readAt: receiptsShown && row.readAt ? row.readAt.toISOString() : null,
    hasContactDetails: row.hasContactDetails,
  };
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** The other member's card; its columns are all null once their account was purged (S8). */
function isPresent(card: ChatListRow['card'] | null): card is CardRow {
  return (
    card !== null &&
    card.id !== null &&
    card.isDemo !== null &&
    card.fullName !== null &&
    card.city !== null &&
    card.relationshipGoals !== null
  );
}

export function toChatListItem(row: ChatListRow, today: Date): ChatListItem {
  return {
    matchId: row.matchId,
    other: isPresent(row.card) ? toCard(row.card, today, 'match', row.isRevealed) : null,
    lastMessage: row.last
      ? {
          text: row.last.body,
          type: row.last.type,
          senderId: row.last.senderId,
          createdAt: iso(row.last.at),
        }
      : null,
    unreadCount: row.unread,
    isPinned: row.isPinned,
    isArchived: row.isArchived,
    activityAt: iso(row.activityAt),
  };
}
