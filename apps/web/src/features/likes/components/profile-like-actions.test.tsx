import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { profilePreview } from '../../../test/profiles';
import { cleanup, getLink, renderAt, visibleText } from '../../../test/render';
import { sessionUser } from '../../../test/session';
import { click, getButton, stubApi, waitFor } from '../../../test/user-input';

// A route's first render loads its chunks and catalogue, slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const me = sessionUser({ profileStatus: 'approved' });
const otherId = '00000000-0000-4000-8000-000000000002';
const profile = {
  [`GET /api/profiles/${otherId}`]: () => ({
    body: { isFull: false, profile: profilePreview() },
  }),
};

async function findSlowly(container: HTMLElement, text: string) {
  await waitFor(() => expect(visibleText(container)).toContain(text), 15_000);
}

describe("the other profile's buttons", () => {
  it('go from Bəyən to Bəyəndin, disabled once liked', async () => {
    let liked = false;
    const calls = stubApi({
      'GET /api/auth/session': () => ({ body: { user: me } }),
      ...profile,
      [`GET /api/relations/${otherId}`]: () => ({ body: { liked, likedMe: false, match: null } }),
      'POST /api/likes': () => {
        liked = true;
        return { status: 201, body: { result: 'liked', kind: 'like' } };
      },
    });
    const { container } = await renderAt(`/az/profile/${otherId}`);
    await findSlowly(container, 'Bəyən');
    await waitFor(() => expect(getButton(container, 'Bəyən').disabled).toBe(false));
    await click(getButton(container, 'Bəyən'));
    await waitFor(() => expect(getButton(container, 'Bəyəndin').disabled).toBe(true));
    expect(calls).toContainEqual({
      route: 'POST /api/likes',
      body: { userId: otherId, kind: 'like' },
    });
    expect(visibleText(container)).not.toContain('Mesaj göndər');
  });

  it("offer 'Mesaj göndər' once the chat of the match is open", async () => {
    stubApi({
      'GET /api/auth/session': () => ({ body: { user: me } }),
      ...profile,
      [`GET /api/relations/${otherId}`]: () => ({
        body: { liked: true, likedMe: true, match: { matchId: 'm-1', chatOpen: true } },
      }),
    });
    const { container } = await renderAt(`/az/profile/${otherId}`);
    await findSlowly(container, 'Mesaj göndər');
    expect(getLink(container, 'Mesaj göndər').getAttribute('href')).toBe(
      `/az/messages?user=${otherId}`,
    );
    expect(getButton(container, 'Bəyəndin').disabled).toBe(true);
  });

  it('block asks first, then tells the server', async () => {
    const calls = stubApi({
      'GET /api/auth/session': () => ({ body: { user: me } }),
      ...profile,
      [`GET /api/relations/${otherId}`]: () => ({
        body: { liked: false, likedMe: false, match: null },
      }),
      'POST /api/blocks': () => ({ status: 204 }),
      'GET /api/badges': () => ({
        body: {
          likes: 0,
          matches: 0,
          explore: 0,
          messages: 0,
          totals: { likesReceived: 0, matches: 0, openChats: 0 },
        },
      }),
    });
    const { container } = await renderAt(`/az/profile/${otherId}`);
    await findSlowly(container, 'Blokla');
    await click(getButton(container, 'Blokla'));
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'Bu istifadəçini bloklamaq istədiyinizə əminsiniz?',
      ),
    );
    expect(calls.some((call) => call.route === 'POST /api/blocks')).toBe(false);
    const confirm = [...document.querySelectorAll('[role="alertdialog"] button')].find(
      (button) => button.textContent === 'Blokla',
    );
    await click(confirm);
    await waitFor(() =>
      expect(calls).toContainEqual({ route: 'POST /api/blocks', body: { userId: otherId } }),
    );
  });
});
