import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const aysel = {
  userId: '20000000-0000-4000-8000-000000000001',
  name: 'Aysel M.',
  photoUrl: null,
  blockedAt: '2026-03-12T10:00:00.000Z',
};
const leyla = { ...aysel, userId: '20000000-0000-4000-8000-000000000002', name: 'Leyla Ə.' };

function stub(
  people: (typeof aysel)[],
  unblock: () => { status: number } = () => ({ status: 204 }),
) {
  let list = people;
  return stubApi({
    ...signedInAs(sessionUser()),
    'GET /api/preferences': () => ({ body: defaultPreferences }),
    'GET /api/blocks': () => ({ body: { items: list } }),
    [`DELETE /api/blocks/${aysel.userId}`]: () => {
      const reply = unblock();
      if (reply.status === 204) list = list.filter((person) => person.userId !== aysel.userId);
      return reply;
    },
  });
}

const section = () => screen.findByRole('region', { name: 'Blocked people' }, { timeout: 15_000 });

describe('blocked people in the settings (issue 24, item 6)', () => {
  it('lists them with the day of the block; Unblock asks first, and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stub([aysel, leyla]);
    await renderAt('/preferences');
    const list = await section();
    await within(list).findByText('Aysel M.');
    expect(within(list).getByText('Leyla Ə.')).toBeTruthy();
    expect(within(list).getAllByText('Blocked on Mar 12, 2026')).toHaveLength(2);

    await user.click(within(list).getByRole('button', { name: 'Unblock Aysel M.' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Aysel M.?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.route.startsWith('DELETE'))).toBe(false);
    expect(within(list).getByText('Aysel M.')).toBeTruthy();
  });

  it('unblocks after the confirmation and the person leaves the list', async () => {
    const user = userEvent.setup();
    const calls = stub([aysel, leyla]);
    await renderAt('/preferences');
    const list = await section();
    await user.click(await within(list).findByRole('button', { name: 'Unblock Aysel M.' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Aysel M.?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(within(list).queryByText('Aysel M.')).toBeNull());
    expect(calls.filter((call) => call.route.startsWith('DELETE'))).toHaveLength(1);
    expect(within(list).getByText('Leyla Ə.')).toBeTruthy();
  });

  it('keeps the person and says so when the server refuses', async () => {
    const user = userEvent.setup();
    stub([aysel], () => ({ status: 503 }));
    await renderAt('/preferences');
    const list = await section();
    await user.click(await within(list).findByRole('button', { name: 'Unblock Aysel M.' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Could not unblock. Please try again.')).toBeTruthy();
    expect(within(list).getByText('Aysel M.')).toBeTruthy();
  });

  it('says when nobody is blocked, in Azerbaijani too', async () => {
    stub([]);
    await renderAt('/az/preferences');
    const list = await screen.findByRole(
      'region',
      { name: 'Bloklanmış şəxslər' },
      { timeout: 15_000 },
    );
    expect(await within(list).findByText('Heç kimi bloklamamısınız.')).toBeTruthy();
  });
});
