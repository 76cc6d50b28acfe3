import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatListItem, ChatMessage } from '@vusal/shared/schemas/chat';
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

type OpenChat = ChatListItem & { other: NonNullable<ChatListItem['other']> };

function chat(n: number, overrides: Partial<OpenChat> = {}): OpenChat {
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

/** A stored text message of the first chat, `Message n` unless the test gives a text. */
const message = (n: number, senderId: string | null, text = `Message ${n}`): ChatMessage => ({
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
});

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

  it('closes the open chat at once when the other member blocks or unmatches (issue 22)', async () => {
    let isEnded = false;
    stubChats({
      // Once the match ended the server knows the chat no longer.
      'GET /api/chats/30000000-0000-4000-8000-000000000001/messages': () =>
        isEnded
          ? { status: 404, body: { error: { code: 'CHAT_NOT_FOUND' } } }
          : { body: { messages: [], hasMore: false } },
    });
    const user = userEvent.setup();
    await renderAt('/messages');
    const row = within(await list())
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Elvin'))!;
    await user.click(within(row).getByRole('button', { name: /Elvin/ }));
    await screen.findByRole('region', { name: /Elvin Quliyev/ }, SLOW);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDefined();

    isEnded = true;
    serverSends('match:removed', { matchId: chat(1).matchId });
    expect(await screen.findByText('Choose a chat')).toBeDefined();
    expect(screen.queryByRole('region', { name: /Elvin Quliyev/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByText('Something went wrong opening the chat.')).toBeNull();
    const { toast } = await import('sonner');
    await waitFor(() =>
      expect(toast.getToasts().map((shown) => ('title' in shown ? shown.title : null))).toContain(
        'This chat has ended.',
      ),
    );
    toast.dismiss();
  });

  it('offers no composer in a chat that failed to open, where a message would vanish', async () => {
    stubChats({
      'GET /api/chats/30000000-0000-4000-8000-000000000001/messages': () => ({
        status: 404,
        body: { error: { code: 'CHAT_NOT_FOUND' } },
      }),
    });
    await renderAt(`/messages?match=${chat(1).matchId}`);
    const thread = await screen.findByRole('region', { name: /Elvin Quliyev/ }, SLOW);
    expect(await within(thread).findByText('Something went wrong opening the chat.')).toBeDefined();
    expect(within(thread).queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it("says 'İstifadəçi məlumatı tapılmadı' for a link to a member with no open chat", async () => {
    stubChats();
    await renderAt('/az/messages?user=20000000-0000-4000-8000-000000000009');
    const user = await screen.findByRole('alert', {}, SLOW);
    expect(user.textContent).toContain('İstifadəçi məlumatı tapılmadı');
    expect(screen.getByRole('link', { name: 'Cütlüklərimə keç' })).toBeDefined();
  });

  it("says 'Söhbət məlumatı tapılmadı' for a link to a chat that is not the member's", async () => {
    stubChats();
    await renderAt('/az/messages?match=30000000-0000-4000-8000-000000000009');
    const match = await screen.findByRole('alert', {}, SLOW);
    expect(match.textContent).toContain('Söhbət məlumatı tapılmadı');
    expect(match.textContent).toContain('Bu söhbət tapılmadı və ya sizə aid deyil.');
  });

  it("shows the partner's small photo beside the first message of each of their runs", async () => {
    const elvin = chat(1).other.userId!;
    stubChats({
      'GET /api/chats/30000000-0000-4000-8000-000000000001/messages': () => ({
        body: {
          messages: [message(1, elvin), message(2, elvin), message(3, me.id), message(4, elvin)],
          hasMore: false,
        },
      }),
    });
    activeChats[0] = {
      ...activeChats[0]!,
      other: { ...activeChats[0]!.other, photoUrl: '/p.jpg' },
    };
    try {
      await renderAt(`/messages?match=${chat(1).matchId}`);
      const thread = await screen.findByRole('region', { name: /Elvin Quliyev/ }, SLOW);
      await within(thread).findByText('Message 4');
      const photos = within(thread).getAllByRole('img', { name: 'Elvin Quliyev' });
      expect(photos.map((photo) => photo.closest('li')?.textContent)).toEqual([
        expect.stringContaining('Message 1'),
        expect.stringContaining('Message 4'),
      ]);
    } finally {
      activeChats[0] = { ...activeChats[0]!, other: { ...activeChats[0]!.other, photoUrl: null } };
    }
  });

  it("keeps a purged member's conversation as 'Silinmiş istifadəçi', read-only (S8)", async () => {
    const goneChat: ChatListItem = {
      ...chat(1),
      other: null,
      lastMessage: { text: 'Sağ ol!', type: 'text', senderId: me.id, createdAt: now },
    };
    stubApi({
      'GET /api/auth/session': () => ({ body: { user: me } }),
      'GET /api/chats': (_, url) => ({
        body: { chats: url.searchParams.get('tab') === 'archived' ? [] : [goneChat] },
      }),
      [`GET /api/chats/${goneChat.matchId}/messages`]: () => ({
        body: {
          messages: [message(1, null, 'Salam!')],
          hasMore: false,
        },
      }),
    });
    const user = userEvent.setup();
    await renderAt('/az/messages');
    const chats = await screen.findByRole('list', { name: 'Söhbətlər' }, SLOW);
    await user.click(within(chats).getByRole('button', { name: /Silinmiş istifadəçi/ }));
    const thread = await screen.findByRole('region', { name: /Silinmiş istifadəçi/ });
    expect(await within(thread).findByText('Salam!')).toBeDefined();
    expect(
      within(thread).getByText(
        'Bu hesab silinib: mesajlar sizdə qalır, amma yeni mesaj göndərmək olmur.',
      ),
    ).toBeDefined();
    expect(within(thread).queryByRole('textbox')).toBeNull();
    expect(within(thread).queryByRole('link', { name: 'Profilə bax' })).toBeNull();
    expect(within(thread).queryByRole('button', { name: 'Bu mesajı şikayət et' })).toBeNull();
    await user.click(within(thread).getByRole('button', { name: 'Söhbət əməliyyatları' }));
    expect(within(thread).getByRole('button', { name: 'Arxivlə' })).toBeDefined();
    expect(within(thread).queryByRole('button', { name: 'Blokla' })).toBeNull();
    expect(within(thread).queryByRole('button', { name: 'Şikayət et' })).toBeNull();
    expect(emitted).not.toContain('presence:get');
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
    // The way to the partner's profile shows at every width (an icon on a phone).
    const profile = within(thread).getByRole('link', { name: 'View profile' });
    expect(profile.getAttribute('href')).toBe(`/profile/${chat(1).other.userId}`);
    expect(profile.className).not.toMatch(/(^| )hidden/);
    expect(aside.className).toMatch(/(^| )hidden/);
    expect(main.className).toMatch(/(^| )block/);
    expect(aside.className).toContain('md:block');

    await user.click(within(thread).getByRole('button', { name: 'Back to chats' }));
    await waitFor(() => expect(aside.className).toMatch(/(^| )block/));
    expect(screen.getByText('Choose a chat')).toBeDefined();
  });
});
