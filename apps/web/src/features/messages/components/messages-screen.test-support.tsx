import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ChatListItem, ChatMessage } from '@vusal/shared/schemas/chat';
import { beforeEach } from 'vitest';
import { profilePreview } from '../../../test/profiles';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

/**
 * What the Messages screen's tests share: a fake socket, three chats, their messages and the
 * stubbed API. Each test file mocks `socket.io-client` with `fakeSocket` itself (a mock is
 * hoisted in the file that declares it).
 */

// The page's one socket, connected; it records what the page emits and answers every request
// as the server answers for a chat it does not know. `serverSends` plays a server event, and
// `connectionLost`/`connectionBack` the socket's own.
export const emitted: string[] = [];
const listeners = new Map<string, Set<(payload: unknown) => void>>();
export const fakeSocket = {
  connected: true,
  active: true,
  on: (event: string, listener: (payload: unknown) => void) => {
    listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    return fakeSocket;
  },
  off: (event: string, listener: (payload: unknown) => void) => {
    listeners.get(event)?.delete(listener);
    return fakeSocket;
  },
  emit: (event: string) => emitted.push(event),
  timeout: () => fakeSocket,
  emitWithAck: async (event: string): Promise<unknown> => {
    emitted.push(event);
    return { ok: false, error: { code: 'NOT_FOUND' } };
  },
  disconnect: () => undefined,
};
export const serverSends = (event: string, payload: unknown) =>
  act(() => listeners.get(event)?.forEach((listener) => listener(payload)));
export const connectionLost = () => {
  fakeSocket.connected = false;
  return serverSends('disconnect', 'transport close');
};
export const connectionBack = () => {
  fakeSocket.connected = true;
  return serverSends('connect', undefined);
};

beforeEach(() => {
  emitted.length = 0;
});

export const me = sessionUser({ profileStatus: 'approved' });
const names = ['Elvin Quliyev', 'Murad Həsənov', 'Rauf Məmmədov'];

export type OpenChat = ChatListItem & { other: NonNullable<ChatListItem['other']> };

export function chat(n: number, overrides: Partial<OpenChat> = {}): OpenChat {
  return {
    matchId: `30000000-0000-4000-8000-00000000000${n}`,
    other: profilePreview({
      userId: `20000000-0000-4000-8000-00000000000${n}`,
      fullName: names[n - 1]!,
    }),
    lastMessage: null,
    unreadCount: 0,
    isPinned: false,
    isArchived: false,
    activityAt: new Date(Date.now() - n * 60_000).toISOString(),
    ...overrides,
  };
}

export const now = new Date().toISOString();
export const activeChats = [
  chat(1, {
    isPinned: true,
    unreadCount: 12,
    lastMessage: { text: 'Salam!', type: 'text', senderId: chat(1).other.userId, createdAt: now },
  }),
  chat(2, { lastMessage: { text: null, type: 'image', senderId: me.id, createdAt: now } }),
  chat(3),
];
export const archivedChats = [chat(3, { isArchived: true })];

/** A stored text message of the first chat, `Message n` unless the test gives a text. */
export const message = (
  n: number,
  senderId: string | null,
  text = `Message ${n}`,
): ChatMessage => ({
  id: `40000000-0000-4000-8000-00000000000${n}`,
  matchId: chat(1).matchId,
  clientId: `50000000-0000-4000-8000-00000000000${n}`,
  senderId,
  type: 'text',
  text,
  attachment: null,
  createdAt: now,
  deliveredAt: null,
  readAt: null,
  hasContactDetails: false,
});

type Reply = { status?: number; body?: unknown };

/** The session and both tabs of the list (searched by name), plus what a test adds. */
export function stubChats(extra: Record<string, (body: unknown, url: URL) => Reply> = {}) {
  return stubApi({
    ...signedInAs(me),
    'GET /api/chats': (_, url) => {
      const tab = url.searchParams.get('tab');
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const chats = (tab === 'archived' ? archivedChats : activeChats).filter((item) =>
        item.other.fullName.toLowerCase().includes(q),
      );
      return { body: { chats } };
    },
    'GET /api/chats/30000000-0000-4000-8000-000000000001/messages': () => ({
      body: { messages: [], hasMore: false },
    }),
    ...extra,
  });
}

// What the first render shows gets the same patience as the test itself.
export const SLOW = { timeout: 15_000 };
export const list = () => screen.findByRole('list', { name: 'Chats' }, SLOW);
export const rowTexts = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');

export async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  const row = within(await list())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name))!;
  // The row's menu names its chat (issue 37), apart from the open chat's "Chat actions".
  await user.click(
    within(row).getByRole('button', { name: new RegExp(`^Actions for the chat with ${name}`) }),
  );
  return row;
}
