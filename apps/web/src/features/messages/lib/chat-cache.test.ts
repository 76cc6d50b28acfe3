import { QueryClient } from '@tanstack/react-query';
import type { ChatList, ChatListItem, ChatMessage } from '@vusal/shared/schemas/chat';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatKeys } from '../api/chat-keys';
import { applyRead, receiveMessages, type Conversation } from './chat-cache';
import { mergeMessages } from './message-order';
import { addPending, pendingStore } from './pending';

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;

function message(id: string, minute: number, senderId = 'other'): ChatMessage {
  return {
    id,
    matchId: 'm1',
    clientId: `client-${id}`,
    senderId,
    type: 'text',
    text: `text ${id}`,
    attachment: null,
    createdAt: at(minute),
    deliveredAt: null,
    readAt: null,
    hasContactDetails: false,
  };
}

function chat(matchId: string, minute: number, isPinned = false): ChatListItem {
  return {
    matchId,
    other: {
      userId: `user-${matchId}`,
      profileId: `profile-${matchId}`,
      isDemo: false,
      isVerified: false,
      fullName: matchId,
      age: 30,
      city: 'baku',
      region: null,
      bio: null,
      photoUrl: null,
      photos: [],
      relationshipGoals: [],
    },
    lastMessage: null,
    unreadCount: 0,
    isPinned,
    isArchived: false,
    activityAt: at(minute),
  };
}

describe('the chat cache', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    pendingStore.set([]);
  });

  it('merges catch-up, live copies and acknowledgements once each, in the server order', () => {
    const merged = mergeMessages(
      [message('b', 2), message('a', 1)].sort(() => 0),
      [message('c', 3), message('b', 2), { ...message('a', 1), readAt: at(5) }],
    );
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged[0]!.readAt).toBe(at(5));
  });

  it('a new message joins the conversation, leaves the pending sends, and moves its chat up unread', () => {
    queryClient.setQueryData<Conversation>(chatKeys.messages('m1'), {
      messages: [message('a', 1)],
      hasOlder: false,
    });
    queryClient.setQueryData<ChatList>(chatKeys.list('active', ''), {
      chats: [chat('pinned', 0, true), chat('m2', 5), chat('m1', 1)],
    });
    addPending({
      clientId: 'client-b',
      matchId: 'm1',
      createdAt: at(2),
      status: 'sending',
      kind: 'text',
      text: 'text b',
    });

    receiveMessages(queryClient, 'm1', [message('b', 9)], { myId: 'me', isOpen: false });

    expect(
      queryClient.getQueryData<Conversation>(chatKeys.messages('m1'))!.messages.map((m) => m.id),
    ).toEqual(['a', 'b']);
    expect(pendingStore.get()).toEqual([]);
    const list = queryClient.getQueryData<ChatList>(chatKeys.list('active', ''))!.chats;
    expect(list.map((c) => c.matchId)).toEqual(['pinned', 'm1', 'm2']);
    expect(list[1]).toMatchObject({ unreadCount: 1, lastMessage: { text: 'text b' } });
  });

  it('a read receipt marks my messages up to its time as read, not theirs', () => {
    queryClient.setQueryData<Conversation>(chatKeys.messages('m1'), {
      messages: [message('a', 1, 'me'), message('b', 2, 'other'), message('c', 9, 'me')],
      hasOlder: false,
    });
    applyRead(queryClient, { matchId: 'm1', readerId: 'other', readAt: at(5) });
    const read = queryClient
      .getQueryData<Conversation>(chatKeys.messages('m1'))!
      .messages.map((m) => [m.id, m.readAt]);
    expect(read).toEqual([
      ['a', at(5)],
      ['b', null],
      ['c', null],
    ]);
  });
});
