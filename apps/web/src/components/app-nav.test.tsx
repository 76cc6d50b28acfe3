import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeCounts } from '../test/badges';
import { renderAt, waitForText } from '../test/render';
import { sessionUser, signedInAs } from '../test/session';
import { stubApi } from '../test/stub-api';

const badges = badgeCounts({
  likes: 1,
  matches: 2,
  visitors: 2,
  messages: 12,
  totals: { likesReceived: 3, matches: 2, openChats: 1 },
});
const empty = { body: { items: [], nextCursor: null, total: 0 } };

describe('the app navigation (issue 22, item 4)', () => {
  it('leads from an inner page to the six places, with the dashboard badges, once per layout', async () => {
    stubApi({
      ...signedInAs(sessionUser({ profileStatus: 'approved' })),
      'GET /api/badges': () => ({ body: badges }),
      'GET /api/matches': () => empty,
      'POST /api/badges/viewed': () => ({ body: badges }),
    });
    const { container } = await renderAt('/az/matches');
    await waitForText(container, '9+');

    // The header's row (from lg up) and the phone's tab bar: the same destinations.
    const navs = screen.getAllByRole('navigation', { name: 'Tətbiqin bölmələri' });
    expect(navs.map((nav) => nav.dataset.appNav)).toEqual(['header', 'tabBar']);
    for (const nav of navs) {
      expect(within(nav).getAllByRole('link')).toHaveLength(6);
      const places = [
        ['Profillər', '/az/browse'],
        ['Kəşf et', '/az/explore'],
        // A new match waits: the badge opens the matches tab, where it is.
        ['Bəyənmələr (3 yeni)', '/az/likes-and-matches?tab=matches'],
        ['Qonaqlar (2 yeni)', '/az/visitors'],
        ['Mesajlar (9-dan çox yeni)', '/az/messages'],
        ['Profil', '/az/my-profile'],
      ];
      for (const [name, href] of places) {
        expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
      }
    }
    // The logo leads to the dashboard, the hub.
    expect(screen.getByRole('link', { name: 'Vüsal — idarə paneli' }).getAttribute('href')).toBe(
      '/az/dashboard',
    );
  });

  it('is not offered to a member waiting for approval', async () => {
    stubApi(signedInAs(sessionUser({ profileStatus: 'pending' })));
    const { container } = await renderAt('/matches');
    await waitForText(container, 'Profile Approval Pending');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
