import type { QueryClient } from '@tanstack/react-query';
import type {
  ChatList,
  ChatListItem,
  ChatMessage,
  DeliveredReceipt,
  ReadReceipt,
} from '@vusal/shared/schemas/chat';
import { likesKeys } from '../../../lib/likes-keys';
import { chatKeys } from '../api/chat-keys';
import { compareChats, mergeMessages } from './message-order';
import { removePending } from './pending';

/** A conversation in the cache: oldest first; `hasOlder` while older pages remain. */
export type Conversation = { messages: ChatMessage[]; hasOlder: boolean };

function patchConversation(
  queryClient: QueryClient,
  matchId: string,
  change: (messages: ChatMessage[]) => ChatMessage[],
): void {
  queryClient.setQueryData<Conversation>(chatKeys.messages(matchId), (current) =>
    current ? { ...current, messages: change(current.messages) } : current,
  );
}

function patchLists(queryClient: QueryClient, change: (chats: ChatListItem[]) => ChatListItem[]) {
  queryClient.setQueriesData<ChatList>({ queryKey: chatKeys.lists() }, (current) =>
    current ? { chats: change(current.chats).sort(compareChats) } : current,
  );
}

export function lastMessageOf(conversation: Conversation | undefined): ChatMessage | undefined {
  return conversation?.messages.at(-1);
}

/**
 * A stored message reached this page (its acknowledgement, `message:new` or catch-up): into the
 * conversation once, out of the pending sends, and onto the list's preview and order. A chat
 * the list does not hold (hidden, or new) makes the list load again.
 */
export function receiveMessages(
  queryClient: QueryClient,
  matchId: string,
  messages: ChatMessage[],
  options: { myId: string; isOpen: boolean },
): void {
  if (messages.length === 0) return;
  patchConversation(queryClient, matchId, (current) => mergeMessages(current, messages));
  for (const message of messages) removePending(message.clientId);
  const newest = messages.at(-1)!;
  const unread = messages.filter(
    (message) => message.senderId !== options.myId && !message.readAt,
  ).length;
  let isListed = false;
  patchLists(queryClient, (chats) =>
    chats.map((chat) => {
      if (chat.matchId !== matchId) return chat;
      isListed = true;
      if (chat.lastMessage && chat.lastMessage.createdAt > newest.createdAt) return chat;
      return {
        ...chat,
        lastMessage: {
          text: newest.text,
          type: newest.type,
          senderId: newest.senderId,
          createdAt: newest.createdAt,
        },
        activityAt: newest.createdAt,
        unreadCount: options.isOpen ? 0 : chat.unreadCount + unread,
      };
    }),
  );
  if (!isListed) void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
}

export function applyDelivered(queryClient: QueryClient, receipt: DeliveredReceipt): void {
  const ids = new Set(receipt.messageIds);
  patchConversation(queryClient, receipt.matchId, (messages) =>
    messages.map((message) =>
      ids.has(message.id) && !message.deliveredAt
        ? { ...message, deliveredAt: receipt.deliveredAt }
        : message,
    ),
  );
}

/** The other member opened the chat: my messages up to then are read (and so delivered). */
export function applyRead(queryClient: QueryClient, receipt: ReadReceipt): void {
  patchConversation(queryClient, receipt.matchId, (messages) =>
    messages.map((message) =>
      message.senderId !== receipt.readerId &&
      !message.readAt &&
      message.createdAt <= receipt.readAt
        ? { ...message, readAt: receipt.readAt, deliveredAt: message.deliveredAt ?? receipt.readAt }
        : message,
    ),
  );
}

/** I read the chat: its unread count goes, and the dashboard's badge with it. */
export function markChatRead(queryClient: QueryClient, matchId: string): void {
  patchLists(queryClient, (chats) =>
    chats.map((chat) => (chat.matchId === matchId ? { ...chat, unreadCount: 0 } : chat)),
  );
  void queryClient.invalidateQueries({ queryKey: likesKeys.badges() });
}

export function patchChat(
  queryClient: QueryClient,
  matchId: string,
  change: Partial<Pick<ChatListItem, 'isPinned' | 'isArchived'>>,
): void {
  patchLists(queryClient, (chats) =>
    chats.map((chat) => (chat.matchId === matchId ? { ...chat, ...change } : chat)),
  );
}

/** Hidden, blocked or ended: gone from every list and its messages dropped. */
export function dropChat(queryClient: QueryClient, matchId: string): void {
  patchLists(queryClient, (chats) => chats.filter((chat) => chat.matchId !== matchId));
  queryClient.removeQueries({ queryKey: chatKeys.messages(matchId) });
}
