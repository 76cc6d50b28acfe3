import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { chat, list, openMenu, rowTexts, stubChats } from './messages-screen.test-support';

vi.mock('socket.io-client', async () => {
  const { fakeSocket } = await import('./messages-screen.test-support');
  return { io: () => fakeSocket };
});

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
    // Issue 37, item 6: the question names the person and says what blocking does.
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Murad Həsənov?' });
    expect(dialog.textContent).toContain(
      'Murad Həsənov can no longer see you or write to you, and your match and chat close. Murad Həsənov is not told.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(calls).toContainEqual({
      route: 'POST /api/blocks',
      body: { userId: chat(2).other.userId },
    });
    await waitFor(async () =>
      expect((await rowTexts()).some((row) => row.includes('Murad'))).toBe(false),
    );
  });

  it('reports and blocks in one request when "also report" is ticked (issue 37)', async () => {
    const calls = stubChats({
      'POST /api/chats/30000000-0000-4000-8000-000000000002/report': () => ({
        status: 201,
        body: { reportId: '60000000-0000-4000-8000-000000000001' },
      }),
    });
    const user = userEvent.setup();
    await renderAt('/messages');
    await openMenu(user, 'Murad');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const question = await screen.findByRole('alertdialog', { name: 'Block Murad Həsənov?' });
    await user.click(
      within(question).getByRole('checkbox', {
        name: 'Also report Murad Həsənov to our moderators',
      }),
    );
    await user.click(within(question).getByRole('button', { name: 'Block and report' }));
    const report = await screen.findByRole('dialog', { name: 'Report Murad Həsənov' });
    expect(report.textContent).toContain('Murad Həsənov is blocked when you send the report');
    await user.click(within(report).getByRole('radio', { name: 'Scam or money request' }));
    await user.click(within(report).getByRole('button', { name: 'Continue' }));
    await user.click(within(report).getByRole('button', { name: 'Report and block' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        route: 'POST /api/chats/30000000-0000-4000-8000-000000000002/report',
        body: { reason: 'scam', note: null, block: true },
      }),
    );
    expect(calls.some((call) => call.route === 'POST /api/blocks')).toBe(false);
    await waitFor(async () =>
      expect((await rowTexts()).some((row) => row.includes('Murad'))).toBe(false),
    );
  });
});
