import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@vusal/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { adminUser } from '../../../test/admin-users';
import { stubApi } from '../../../test/stub-api';

const me = sessionUser({ role: 'admin', profileStatus: 'approved', email: 'admin@vusal.az' });

const pending = adminUser({
  userId: '00000000-0000-4000-8000-000000000021',
  hasBio: false,
  isApproved: false,
});

describe('rejecting a pending profile with a reason (issue 23, item 9)', () => {
  it('needs a reason, shown beside the choices, then sends them and marks the row', async () => {
    let row = pending;
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/admin/users': () => ({
        body: { items: [row], nextCursor: null, total: { count: 1, isCapped: false } },
      }),
      [`POST /api/admin/users/${pending.userId}/reject`]: (body) => {
        const { reasons, note } = body as Pick<NonNullable<AdminUser['rejection']>, 'reasons'> & {
          note: string;
        };
        row = { ...pending, rejection: { reasons, note, at: '2026-11-26T10:00:00.000Z' } };
        return { body: row };
      },
    });
    await renderAt('/admin');
    const [open] = await screen.findAllByRole('button', {
      name: `Reject the profile of ${pending.fullName} with a reason`,
    });
    await userEvent.click(open!);
    const dialog = screen.getByRole('alertdialog');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const group = within(dialog).getByRole('group', { name: 'What must change' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Please choose at least one reason.')).toBeTruthy();
    expect(calls.some((call) => call.route.endsWith('/reject'))).toBe(false);

    // Keyboard only: tab to a checkbox and tick it with the space bar.
    within(dialog).getByRole('checkbox', { name: 'No photo' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'No text about themselves' }),
    );
    await userEvent.type(within(dialog).getByLabelText('Note for the member (optional)'), 'Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(calls.find((call) => call.route.endsWith('/reject'))?.body).toEqual({
        reasons: ['no_photo', 'bio_missing'],
        note: 'Hi',
      }),
    );
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect((await screen.findAllByText('Changes requested')).length).toBeGreaterThan(0);
  });
});
