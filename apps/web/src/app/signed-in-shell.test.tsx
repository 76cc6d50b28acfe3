import { screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@vusal/shared/schemas/session';
import { describe, expect, it, vi } from 'vitest';
import { expectsAppNav, rememberAppNav } from '../lib/app-nav-hint';
import { badgeCounts } from '../test/badges';
import { renderAt } from '../test/render';
import { sessionUser, signedInAs } from '../test/session';
import { stubApi } from '../test/stub-api';

const member = sessionUser({ profileStatus: 'approved' });
const empty = { body: { items: [], nextCursor: null, total: 0 } };

/**
 * The API of /matches, whose session answers only once the returned function is called: until
 * then the page shows what it shows while a slow network brings the session.
 */
function sessionOnHold(user: SessionUser | null): () => void {
  stubApi({
    ...signedInAs(user),
    'GET /api/badges': () => ({ body: badgeCounts() }),
    'GET /api/matches': () => empty,
    'POST /api/badges/viewed': () => ({ body: badgeCounts() }),
  });
  const answer = globalThis.fetch;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/auth/session')) await held;
    return answer(input, init);
  });
  return release;
}

const navigation = () => screen.queryAllByRole('navigation', { name: 'App sections' });

describe('a signed-in page while its session is checked (issue 37)', () => {
  it("shows the header, the app's navigation and grey shapes when the last visit was a member's", async () => {
    rememberAppNav(true);
    const release = sessionOnHold(member);
    await renderAt('/matches');
    await waitFor(() =>
      expect(navigation().map((nav) => nav.dataset.appNav)).toEqual(['header', 'tabBar']),
    );
    expect(screen.getByRole('link', { name: 'Vüsal — your dashboard' })).toBeDefined();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe(
      'Loading your account…',
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    release();
    await screen.findByRole('heading', { level: 1, name: 'Matches' });
    expect(expectsAppNav()).toBe(true);
  });

  it('shows the header alone on a first visit, and learns from the answer', async () => {
    const release = sessionOnHold(member);
    await renderAt('/matches');
    await waitFor(() => expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true'));
    expect(navigation()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Vüsal home page' })).toBeDefined();

    release();
    await screen.findByRole('heading', { level: 1, name: 'Matches' });
    expect(expectsAppNav()).toBe(true);
  });

  it('forgets the navigation once the session says nobody is signed in', async () => {
    rememberAppNav(true);
    const release = sessionOnHold(null);
    await renderAt('/matches');
    release();
    await waitFor(() => expect(expectsAppNav()).toBe(false));
    // The visitor is sent to sign in: its lazy page arrives before the test's environment goes.
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  });
});
