import type { ChatListItem, ChatMessage } from '@vusal/shared/schemas/chat';

/** The server's order, `(created_at, id)`: pages never overlap, merges never reorder. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Adds messages to a conversation once each (by id, and by client id for the sender's own
 * pages), keeping the server's order. Catch-up, live events and acknowledgements may bring the
 * same message several times; the newest copy wins, so receipts are never lost.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort(compareMessages);
}

/** The list's order (S1): pinned first, then the newest activity. */
export function compareChats(a: ChatListItem, b: ChatListItem): number {
  if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
  if (a.activityAt !== b.activityAt) return a.activityAt > b.activityAt ? -1 : 1;
  return a.matchId < b.matchId ? -1 : 1;
}
