import type { ChatList, ChatMessage, ChatTab } from '@vusal/shared/schemas/chat';
import { previewMatches } from './sample-data';

/**
 * Admin preview mode's Messages screen (DECISIONS: sample data, no server writes): the one
 * sample match's chat, open as both said yes, with a short conversation. Nothing is fetched.
 */
const match = previewMatches[0]!;
const otherId = match.other.userId!;

/** The sample chat's id: nobody's match on the server. */
export const sampleMatchId = match.matchId;

const lines = [
  { at: '2025-01-13T12:05:00Z', isMine: false, text: 'Salam! Profilinizdə Şəkini gördüm 🙂' },
  { at: '2025-01-13T12:09:00Z', isMine: true, text: 'Salam! Bəli, Şəki mənim doğma şəhərimdir.' },
  { at: '2025-01-13T12:12:00Z', isMine: false, text: 'Nə gözəl! Bəs siz nə ilə məşğulsunuz?' },
];
const last = lines.at(-1)!;

/** The sample conversation, the previewing admin (`myId`) on one side of it. */
export const previewMessages = (myId: string): ChatMessage[] =>
  lines.map(({ at, isMine, text }, index) => ({
    id: `e0000000-0000-4000-8000-00000000000${index + 1}`,
    matchId: match.matchId,
    clientId: `f0000000-0000-4000-8000-00000000000${index + 1}`,
    senderId: isMine ? myId : otherId,
    type: 'text',
    text,
    attachment: null,
    createdAt: at,
    deliveredAt: at,
    readAt: isMine ? at : null,
    hasContactDetails: false,
  }));

/** One tab of the sample list: the chat is active, and found by its member's name. */
export function previewChatList(tab: ChatTab, search: string): ChatList {
  const isFound = match.other.fullName.toLocaleLowerCase().includes(search.toLocaleLowerCase());
  if (tab !== 'active' || !isFound) return { chats: [] };
  return {
    chats: [
      {
        matchId: match.matchId,
        other: match.other,
        lastMessage: { text: last.text, type: 'text', senderId: otherId, createdAt: last.at },
        unreadCount: 1,
        isPinned: false,
        isArchived: false,
        activityAt: last.at,
      },
    ],
  };
}

/**
 * A message the previewing admin sends, as the server would store it: sent, never delivered
 * or read (nobody is on the other side). A file stays in this tab, under a blob address.
 */
export function sentInPreview(
  from: { matchId: string; clientId: string; senderId: string },
  content: { text: string } | { file: File },
): ChatMessage {
  const base = { id: from.clientId, ...from, createdAt: new Date().toISOString() };
  const receipts = { deliveredAt: null, readAt: null, hasContactDetails: false };
  if ('text' in content) {
    return { ...base, ...receipts, type: 'text', text: content.text.trim(), attachment: null };
  }
  const { file } = content;
  return {
    ...base,
    ...receipts,
    type: file.type.startsWith('image/') ? 'image' : 'file',
    text: null,
    attachment: {
      name: file.name,
      mime: file.type,
      size: file.size,
      url: URL.createObjectURL(file),
      width: null,
      height: null,
    },
  };
}
