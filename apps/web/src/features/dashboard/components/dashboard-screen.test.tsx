import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeCounts } from '../../../test/badges';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

describe("a member's dashboard stats (details.md section 7)", () => {
  it('shows open chats and likes received beside what is new, from the server', async () => {
    stubApi({
      ...signedInAs(sessionUser({ profileStatus: 'approved' })),
      'GET /api/badges': () => ({
        body: badgeCounts({
          likes: 2,
          matches: 10,
          totals: { likesReceived: 12, matches: 4, openChats: 3 },
        }),
      }),
    });
    await renderAt('/dashboard');
    const stats = await screen.findByRole('region', { name: 'Your activity' }, { timeout: 15_000 });
    const pairs = within(stats)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Open chats: 3',
      'Likes received: 12',
      'New likes: 2',
      'New matches: 9+',
      'Unread messages: 0',
    ]);
    expect(screen.queryByRole('region', { name: 'Sample activity' })).toBeNull();
  });
});
