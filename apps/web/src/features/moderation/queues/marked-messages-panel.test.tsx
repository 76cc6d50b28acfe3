import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage, ContactMessageDetail } from '@vusal/shared/schemas/admin';
import { moderationQueues } from '@vusal/shared/schemas/queues';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const SLOW = { timeout: 15_000 };
const me = sessionUser({ role: 'moderator', profileStatus: 'pending' });
const id = '20000000-0000-4000-8000-000000000001';
const sender = { id: '00000000-0000-4000-8000-000000000002', name: 'Rauf Əliyev' };
const recipient = { id: '00000000-0000-4000-8000-000000000001', name: 'Leyla Əliyeva' };

const marked: ContactMessage = {
  id,
  matchId: '30000000-0000-4000-8000-000000000001',
  text: 'Yaz mənə: 050 123 45 67',
  createdAt: '2026-03-01T10:00:00.000Z',
  sender,
  recipient,
  status: 'open',
  decidedAt: null,
  decidedBy: null,
  waitedMinutes: 180,
};

const detail: ContactMessageDetail = {
  ...marked,
  around: [
    {
      id: `${id.slice(0, -1)}2`,
      from: 'recipient',
      type: 'text',
      body: 'Salam!',
      attachmentName: null,
      createdAt: '2026-03-01T09:58:00.000Z',
      isMarked: false,
    },
    {
      id,
      from: 'sender',
      type: 'text',
      body: marked.text,
      attachmentName: null,
      createdAt: marked.createdAt,
      isMarked: true,
    },
    {
      id: `${id.slice(0, -1)}3`,
      from: 'recipient',
      type: 'text',
      body: 'Burada yazaq',
      attachmentName: null,
      createdAt: '2026-03-01T10:01:00.000Z',
      isMarked: false,
    },
  ],
};

function queues(markedMessages: number) {
  return {
    queues: moderationQueues.map((queue) => ({
      queue,
      size: queue === 'markedMessages' ? markedMessages : queue === 'reports' ? 2 : 0,
      oldestWaitSeconds: null,
    })),
  };
}

describe('the marked messages queue (issue 34, item 4)', () => {
  it('counts each queue on its tab, shows the message with the chat around it, and decides it like a report', async () => {
    let open = 1;
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/moderation/queues': () => ({ body: queues(open) }),
      'GET /api/moderation/contact-messages': () => ({
        body: { items: open ? [marked] : [], nextCursor: null },
      }),
      [`GET /api/moderation/contact-messages/${id}`]: () => ({ body: detail }),
      [`POST /api/moderation/contact-messages/${id}/decision`]: () => {
        open = 0;
        return { body: { ...marked, status: 'actioned', decidedAt: marked.createdAt } };
      },
    });
    const user = userEvent.setup();
    await renderAt('/admin?tab=markedMessages');

    const tab = await screen.findByRole('tab', { name: 'Marked messages, 1 open' }, SLOW);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Reports, 2 open' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Appeals, 0 open' })).toBeTruthy();

    const item = await screen.findByRole('listitem', { name: /Contact details sent anyway/ }, SLOW);
    expect(within(item).getByText(marked.text)).toBeTruthy();
    expect(within(item).getByText('Sent 3 hours ago')).toBeTruthy();
    expect(within(item).getByRole('link', { name: sender.name })).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'The chat around it' }));
    expect(await within(item).findByText('Burada yazaq', {}, SLOW)).toBeTruthy();
    expect(within(item).getByText('Marked message')).toBeTruthy();

    await user.click(
      within(item).getByRole('button', { name: `Decide on the message from ${sender.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Message from ${sender.name}` });
    await user.type(
      within(dialog).getByLabelText(/Reason the member sees/),
      'No phone numbers in a new chat',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.route === `POST /api/moderation/contact-messages/${id}/decision`),
      ).toBe(true),
    );
    expect(calls.find((call) => call.route.startsWith('POST'))?.body).toEqual({
      decision: 'warn',
      reason: 'No phone numbers in a new chat',
    });
    expect(await screen.findByRole('tab', { name: 'Marked messages, 0 open' }, SLOW)).toBeTruthy();
  });
});
