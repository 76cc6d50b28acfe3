import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatListItem } from '@vusal/shared/schemas/chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { profilePreview } from '../../../test/profiles';
import { renderAt } from '../../../test/render';
import { sessionUser } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

// The page's one socket, connected; it records what the page emits and answers every request
// as the server answers for a chat it does not know. `serverSends` plays a server event.
const emitted: string[] = [];
const listeners = new Map<string, Set<(payload: unknown) => void>>();
const fakeSocket = {
  connected: true,
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
  emitWithAck: async (event: string) => {
    emitted.push(event);
    return { ok: false, error: { code: 'NOT_FOUND' } };
  },
  disconnect: () => undefined,
};
vi.mock('socket.io-client', () => ({ io: () => fakeSocket }));
const serverSends = (event: string, payload: unknown) =>
  act(() => listeners.get(event)?.forEach((listener) => listener(payload)));

// A route's first render loads its chunks and catalogue, slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  emitted.length = 0;
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const me = sessionUser({ profileStatus: 'approved' });
const names = ['Elvin Quliyev', 'Murad Həsənov', 'Rauf Məmmədov'];

function chat(n: number, overrides: Partial<ChatListItem> = {}): ChatListItem {
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

const now = new Date().toISOString();
const activeChats = [
  chat(1, {
    isPinned: true,
    unreadCount: 12,
    lastMessage: { text: 'Salam!', type: 'text', senderId: chat(1).other.userId, createdAt: now },
  }),
  chat(2, { lastMessage: { text: null, type: 'image', senderId: me.id, createdAt: now } }),
  chat(3),
];
const archivedChats = [chat(3, { isArchived: true })];

type Reply = { status?: number; body?: unknown };

/** The session and both tabs of the list (searched by name), plus what a test adds. */
function stubChats(extra: Record<string, (body: unknown, url: URL) => Reply> = {}) {
  return stubApi({
    'GET /api/auth/session': () => ({ body: { user: me } }),
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
const SLOW = { timeout: 15_000 };
const list = () => screen.findByRole('list', { name: 'Chats' }, SLOW);
const rowTexts = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  const row = within(await list())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name))!;
  await user.click(within(row).getByRole('button', { name: 'Chat actions' }));
  return row;
}

describe('the chat list (product.md section 2, Messages)', () => {
  it('shows the chats in the server order: pinned first, the unread count, the previews', async () => {
    stubChats();
    await renderAt('/messages');
    const [first, second, third] = await rowTexts();
    expect(first).toContain('Elvin Quliyev');
    expect(first).toContain('Salam!');
    expect(first).toContain('9+');
    expect(within(await list()).getAllByLabelText('Pin')).toHaveLength(1);
    expect(second).toContain('Murad Həsənov');
    expect(second).toContain('You: Photo');
    expect(third).toContain('No messages yet');
  });

  it('switches to the archived tab, and searches by name after the member stops typing', async () => {
    const calls = stubChats();
    const user = userEvent.setup();
    await renderAt('/messages');
    await list();
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    await waitFor(async () => expect(await rowTexts()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Archived' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(async () => expect(await rowTexts()).toHaveLength(3));
    const before = calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'mur');
    await waitFor(async () => expect(await rowTexts()).toEqual([expect.stringContaining('Murad')]));
    // One request for the whole word, not one a keystroke.
    expect(calls.slice(before).filter((call) => call.route === 'GET /api/chats')).toHaveLength(1);

    await user.clear(screen.getByRole('searchbox', { name: 'Search chats' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'zzz');
    expect(await screen.findByText('No chat matches this name')).toBeDefined();
  });

  it('pins at once and puts the pin back when the server refuses', async () => {
    const calls = stubChats({
      'PATCH /api/chats/30000000-0000-4000-8000-000000000002': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      }),
    });
    const user = userEvent.setup();
    await renderAt('/messages');
    await openMenu(user, 'Murad');
    await user.click(screen.getByRole('button', { name: 'Pin' }));
    expect(calls).toContainEqual({
      route: 'PATCH /api/chats/30000000-0000-4000-8000-000000000002',
      body: { isPinned: true },
    });
    // The list reloads from the server, the truth: Murad is not pinned.
    await waitFor(async () =>
      expect(within(await list()).getAllByLabelText('Pin')).toHaveLength(1),
    );
    expect(await screen.findByText('Error')).toBeDefined();
  });

  it('deletes only after the confirmation, and Cancel sends nothing', async () => {
    const calls = stubChats({
      'PATCH /api/chats/30000000-0000-4000-8000-000000000003': () => ({
        body: {
          matchId: chat(3).matchId,
          isPinned: false,
          isArchived: false,
          isHidden: true,
        },
      }),
    });
    const user = userEvent.setup();
    await renderAt('/messages');
    await openMenu(user, 'Rauf');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this chat?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.route.startsWith('PATCH'))).toBe(false);

    await openMenu(user, 'Rauf');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(calls).toContainEqual({
      route: 'PATCH /api/chats/30000000-0000-4000-8000-000000000003',
      body: { isHidden: true },
    });
    expect(await screen.findByText('Chat deleted')).toBeDefined();
  });

  it('blocks after the confirmation and the chat leaves the list', async () => {
    const calls = stubChats({ 'POST /api/blocks': () => ({ status: 204 }) });
    const user = userEvent.setup();
    await renderAt('/messages');
    await openMenu(user, 'Murad');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to block this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(calls).toContainEqual({
      route: 'POST /api/blocks',
      body: { userId: chat(2).other.userId },
    });
    await waitFor(async () =>
      expect((await rowTexts()).some((row) => row.includes('Murad'))).toBe(false),
    );
  });

  it('closes the open chat once its member is blocked from the conversation header', async () => {
    stubChats({
      'POST /api/blocks': () => ({ status: 204 }),
      'GET /api/chats/30000000-0000-4000-8000-000000000002/messages': () => ({
        body: { messages: [], hasMore: false },
      }),
    });
    const user = userEvent.setup();
    await renderAt(`/messages?match=${chat(2).matchId}`);
    const thread = await screen.findByRole('region', { name: /Murad Həsənov/ }, SLOW);
    await user.click(within(thread).getByRole('button', { name: 'Chat actions' }));
    await user.click(within(thread).getByRole('button', { name: 'Block' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }),
    );
    expect(await screen.findByText('Choose a chat')).toBeDefined();
    expect(screen.queryByText('This chat was not found or does not belong to you.')).toBeNull();
  });

  it('drops a chat the other member ended (block or unmatch) without a reload', async () => {
    stubChats();
    await renderAt('/messages');
    await waitFor(async () => expect(await rowTexts()).toHaveLength(3));
    serverSends('match:removed', { matchId: chat(2).matchId });
    const rows = await rowTexts();
    expect(rows).toHaveLength(2);
    expect(rows.some((row) => row.includes('Murad'))).toBe(false);
  });

  it('on a phone shows the list or the chat, and Back returns to the list', async () => {
    stubChats();
    const user = userEvent.setup();
    await renderAt('/messages');
    const aside = (await list()).closest('aside')!;
    const main = document.querySelector('main')!;
    // Under 768 px (no `md:`) one pane is hidden; from 768 px both show.
    expect(aside.className).toMatch(/(^| )block/);
    expect(main.className).toMatch(/(^| )hidden/);

    await user.click(within(await list()).getByRole('button', { name: /Elvin Quliyev/ }));
    const thread = await screen.findByRole('region', { name: /Elvin Quliyev/ });
    expect(aside.className).toMatch(/(^| )hidden/);
    expect(main.className).toMatch(/(^| )block/);
    expect(aside.className).toContain('md:block');

    await user.click(within(thread).getByRole('button', { name: 'Back to chats' }));
    await waitFor(() => expect(aside.className).toMatch(/(^| )block/));
    expect(screen.getByText('Choose a chat')).toBeDefined();
  });
});
