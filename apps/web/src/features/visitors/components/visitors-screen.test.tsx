import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { badgeCounts } from '../../../test/badges';
import { profilePreview } from '../../../test/profiles';
import { renderAt, waitForText } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const me = sessionUser({ profileStatus: 'approved' });
const visitor = (name: string, isNew: boolean) => ({
  lastVisitAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
  isNew,
  from: profilePreview({ fullName: name, profileId: crypto.randomUUID() }),
});

describe('/visitors (decision 045)', () => {
  it('lists the visitors with New on the unseen ones, and marks the list seen once it has loaded', async () => {
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/badges': () => ({ body: badgeCounts({ visitors: 1 }) }),
      'GET /api/visitors': () => ({
        body: { items: [visitor('Rauf Ə.', true), visitor('Elvin Q.', false)], nextCursor: null },
      }),
      'POST /api/badges/viewed': () => ({ body: badgeCounts() }),
    });
    const { container } = await renderAt('/az/visitors');
    await waitForText(container, 'Rauf Ə.');
    expect(container.querySelector('h1')?.textContent).toBe('Profilinizə kimlər baxıb');
    const cards = within(screen.getByRole('list', { name: 'Qonaqlar' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Yeni')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Yeni')).toBeNull();
    expect(within(cards[0]!).getByText('Baxıb: 2 s əvvəl')).toBeTruthy();
    await waitFor(() =>
      expect(calls).toContainEqual({
        route: 'POST /api/badges/viewed',
        body: { sections: ['visitors'] },
      }),
    );
  });

  it('says when nobody visited yet, in English too', async () => {
    stubApi({
      ...signedInAs(me),
      'GET /api/badges': () => ({ body: badgeCounts() }),
      'GET /api/visitors': () => ({ body: { items: [], nextCursor: null } }),
      'POST /api/badges/viewed': () => ({ body: badgeCounts() }),
    });
    const { container } = await renderAt('/visitors');
    await waitForText(container, 'No visitors yet');
    expect(screen.getByRole('link', { name: 'Start exploring' }).getAttribute('href')).toBe(
      '/explore',
    );
  });

  it('says when the list could not load, and tries again', async () => {
    let failing = true;
    stubApi({
      ...signedInAs(me),
      'GET /api/badges': () => ({ body: badgeCounts() }),
      'GET /api/visitors': () =>
        failing
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x', requestId: 'r1' } } }
          : { body: { items: [visitor('Rauf Ə.', false)], nextCursor: null } },
      'POST /api/badges/viewed': () => ({ body: badgeCounts() }),
    });
    const { container } = await renderAt('/visitors');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your visitors could not be loaded');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitForText(container, 'Rauf Ə.');
  });
});
