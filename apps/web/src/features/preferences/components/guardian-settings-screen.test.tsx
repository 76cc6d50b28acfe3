import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const guardian = sessionUser({ accountKind: 'guardian', profileStatus: 'none', name: 'Leyla' });
const notices = {
  receiveNotifications: true,
  pushMatches: 'immediately',
  emailMatches: 'immediately',
  pushShowsNames: false,
  quietHoursFrom: '23:00',
  quietHoursTo: '08:00',
  timeZone: 'Asia/Baku',
};

describe('/preferences of a guardian account (issue 39, decision 055)', () => {
  it('shows only its notices and account, and saves the notices alone', async () => {
    const calls = stubApi({
      ...signedInAs(guardian),
      'GET /api/preferences/notices': () => ({ body: notices }),
      'PUT /api/preferences/notices': (body) => ({ body }),
      'GET /api/account/export': () => ({ body: { export: null } }),
    });
    await renderAt('/preferences');
    const section = await screen.findByRole('region', { name: 'Notification settings' });
    expect(screen.queryByRole('region', { name: 'Search settings' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Privacy settings' })).toBeNull();
    // The family's news is the "matches" topic; a guardian gets no message or like notices.
    const groups = within(section).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'New matches',
      'Quiet hours',
    ]);
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/change-password',
    );
    expect(screen.getByRole('link', { name: 'Delete account' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('By e-mail'), 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.route === 'PUT /api/preferences/notices')?.body).toEqual({
        ...notices,
        emailMatches: 'off',
      }),
    );
    // Nothing a member's browse or search uses was asked for.
    const asked = calls.map((call) => call.route);
    expect(asked).not.toContain('GET /api/preferences');
    expect(asked).not.toContain('GET /api/blocks');
    expect(asked).not.toContain('GET /api/family/guardian');
  });
});
