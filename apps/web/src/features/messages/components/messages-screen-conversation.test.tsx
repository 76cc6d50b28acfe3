import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatListItem } from '@vusal/shared/schemas/chat';
import { renderAt } from '../../../test/render';
import { signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';
import {
  activeChats,
  chat,
  connectionBack,
  connectionLost,
  emitted,
  fakeSocket,
  list,
  me,
  message,
  now,
  rowTexts,
  serverSends,
  SLOW,
  stubChats,
} from './messages-screen.test-support';

vi.mock('socket.io-client', async () => {
  const { fakeSocket } = await import('./messages-screen.test-support');
  return { io: () => fakeSocket };
});

describe('a conversation in the Messages screen (product.md section 2, Messages)', () => {
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
    await user.click(within(row).getByRole('button', { name: /^Elvin/ }));
    await screen.findByRole('region', { name: /Elvin Quliyev/ }, SLOW);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDefined();

    isEnded = true;
    serverSends('match:removed', { matchId: chat(1).matchId });
    expect(await screen.findByText('Choose a chat')).toBeDefined();
    expect(screen.queryByRole('region', { name: /Elvin Quliyev/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByText('Something went wrong opening the chat.')).toBeNull();
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('This chat has ended.')).toBeDefined();
  });

  it('says it is reconnecting while the connection is lost, shows nobody online, and asks again once back (issue 37)', async () => {
    stubChats();
    const answer = fakeSocket.emitWithAck;
    const presence = { userId: chat(1).other.userId!, status: 'online', lastSeenAt: null };
    fakeSocket.emitWithAck = async (event: string) => {
      emitted.push(event);
      return event === 'presence:get'
        ? { ok: true, data: presence }
        : { ok: false, error: { code: 'NOT_FOUND' } };
    };
    const asked = () => emitted.filter((event) => event === 'presence:get').length;
    try {
      await renderAt(`/messages?match=${chat(1).matchId}`);
      const thread = await screen.findByRole('region', { name: /Elvin Quliyev/ }, SLOW);
      expect(await within(thread).findByText('Online')).toBeDefined();
      expect(screen.queryByText('Connection lost. Reconnecting…')).toBeNull();
      const before = asked();

      await connectionLost();
      const notice = screen.getByText('Connection lost. Reconnecting…');
      expect(notice.closest('[role="status"]')).not.toBeNull();
      expect(within(thread).queryByText('Online')).toBeNull();
      expect(asked()).toBe(before);

      await connectionBack();
      await waitFor(() => expect(asked()).toBe(before + 1));
      expect(await within(thread).findByText('Online')).toBeDefined();
      expect(screen.queryByText('Connection lost. Reconnecting…')).toBeNull();
    } finally {
      fakeSocket.emitWithAck = answer;
      await connectionBack();
    }
  });

  it("names the list's menus by their chat, apart from the open chat's, which gives the focus back after its dialog (issue 37)", async () => {
    stubChats();
    const user = userEvent.setup();
    await renderAt(`/messages?match=${chat(1).matchId}`);
    const thread = await screen.findByRole('region', { name: /Elvin Quliyev/ }, SLOW);
    const rows = within(await list()).getAllByRole('button', {
      name: /^Actions for the chat with/,
    });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Actions for the chat with Elvin Quliyev',
      'Actions for the chat with Murad Həsənov',
      'Actions for the chat with Rauf Məmmədov',
    ]);
    const menu = within(thread).getByRole('button', { name: 'Chat actions' });
    expect(screen.getAllByRole('button', { name: 'Chat actions' })).toEqual([menu]);

    // Report leaves with the menu; the dialog, modal, gives the focus back to the menu's button.
    await user.click(menu);
    await user.click(within(thread).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menu));
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
      ...signedInAs(me),
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
    await user.click(within(chats).getByRole('button', { name: /^Silinmiş istifadəçi/ }));
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

    await user.click(within(await list()).getByRole('button', { name: /^Elvin Quliyev/ }));
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
