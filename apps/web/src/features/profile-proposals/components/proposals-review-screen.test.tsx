import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { badgeCounts } from '../../../test/badges';
import { renderAt, waitForText } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const me = sessionUser({ profileStatus: 'approved' });
const id = '11111111-1111-4111-8111-111111111111';
const proposal = {
  id,
  author: { relation: 'mother', name: 'Leyla' },
  createdAt: new Date().toISOString(),
  photoUrl: null,
  changes: [
    { field: 'bio', current: 'Salam', proposed: 'Müəlliməyəm.', changedSince: false },
    { field: 'hobbies', current: 'Rəsm', proposed: 'Kitab', changedSince: true },
    { field: 'smokes', current: null, proposed: 'no', changedSince: false },
  ],
};

describe('/profile-proposals (decision 053)', () => {
  it('shows who proposed what against the profile now, and accepts after asking', async () => {
    let waiting = [proposal];
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/badges': () => ({ body: badgeCounts() }),
      'GET /api/profile-proposals': () => ({ body: { items: waiting } }),
      [`POST /api/profile-proposals/${id}/accept`]: () => {
        waiting = [];
        return {
          body: { appliedFields: ['bio', 'smokes'], skippedFields: ['hobbies'], photoAdded: false },
        };
      },
      'GET /api/profiles/me': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } },
      }),
    });
    const { container } = await renderAt('/profile-proposals');
    await waitForText(container, 'Suggested by Leyla (Mother)');
    const card = screen.getByRole('region', { name: 'Suggested by Leyla (Mother)' });
    expect(within(card).getByText('Müəlliməyəm.')).toBeTruthy();
    expect(within(card).getByText('(empty)')).toBeTruthy();
    expect(
      within(card).getByText('You changed this after the suggestion: your version is kept.'),
    ).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Accept these changes?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.map((call) => call.route)).toContain(`POST /api/profile-proposals/${id}/accept`),
    );
    await waitForText(container, 'No suggestions are waiting.');
  });

  it('declines only after the question, and in Azerbaijani', async () => {
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/badges': () => ({ body: badgeCounts() }),
      'GET /api/profile-proposals': () => ({ body: { items: [proposal] } }),
      [`POST /api/profile-proposals/${id}/decline`]: () => ({ status: 204 }),
    });
    const { container } = await renderAt('/az/profile-proposals');
    await waitForText(container, 'Təklif edən: Leyla (Ana)');
    await userEvent.click(screen.getByRole('button', { name: 'Rədd edin' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ləğv edin' }));
    expect(calls.map((call) => call.route)).not.toContain(
      `POST /api/profile-proposals/${id}/decline`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rədd edin' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rədd edin' }),
    );
    await waitFor(() =>
      expect(calls.map((call) => call.route)).toContain(
        `POST /api/profile-proposals/${id}/decline`,
      ),
    );
  });
});
