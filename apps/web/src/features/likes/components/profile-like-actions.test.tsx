import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profilePreview } from '../../../test/profiles';
import { badgeCounts } from '../../../test/badges';
import { renderAt, visibleText, waitForText } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const me = sessionUser({ profileStatus: 'approved' });
const otherId = '00000000-0000-4000-8000-000000000002';
const profile = {
  [`GET /api/profiles/${otherId}`]: () => ({
    body: { isFull: false, profile: profilePreview() },
  }),
};

describe("the other profile's buttons", () => {
  it('go from Bəyən to Bəyəndin, disabled once liked', async () => {
    let liked = false;
    const calls = stubApi({
      ...signedInAs(me),
      ...profile,
      [`GET /api/relations/${otherId}`]: () => ({ body: { liked, likedMe: false, match: null } }),
      'POST /api/likes': () => {
        liked = true;
        return { status: 201, body: { result: 'liked', kind: 'like' } };
      },
    });
    const { container } = await renderAt(`/az/profile/${otherId}`);
    await waitForText(container, 'Bəyən');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bəyən' }).hasAttribute('disabled')).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bəyən' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bəyəndin' }).hasAttribute('disabled')).toBe(true),
    );
    expect(calls).toContainEqual({
      route: 'POST /api/likes',
      body: { userId: otherId, kind: 'like' },
    });
    expect(visibleText(container)).not.toContain('Mesaj göndər');
  });

  it("say why a like failed: 'Xəta: {message}', else 'Naməlum xəta'", async () => {
    let reply: { status: number; body: unknown } = {
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'errors.FORBIDDEN' } },
    };
    stubApi({
      ...signedInAs(me),
      ...profile,
      [`GET /api/relations/${otherId}`]: () => ({
        body: { liked: false, likedMe: false, match: null },
      }),
      'POST /api/likes': () => reply,
    });
    const { container } = await renderAt(`/az/profile/${otherId}`);
    await waitForText(container, 'Bəyən');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bəyən' }).hasAttribute('disabled')).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bəyən' }));
    expect(await screen.findByText('Bəyənmə göndərilərkən xəta baş verdi')).toBeDefined();
    expect(await screen.findByText('Xəta: Bunun üçün icazəniz yoxdur.')).toBeDefined();

    reply = { status: 201, body: { unexpected: true } };
    await userEvent.click(screen.getByRole('button', { name: 'Bəyən' }));
    expect(await screen.findByText('Naməlum xəta')).toBeDefined();
  });

  it('say a member who accepts verified members only refused the like (issue 23)', async () => {
    stubApi({
      ...signedInAs(me),
      ...profile,
      [`GET /api/relations/${otherId}`]: () => ({
        body: { liked: false, likedMe: false, match: null },
      }),
      'POST /api/likes': () => ({
        status: 403,
        body: { error: { code: 'RECIPIENT_REQUIRES_VERIFIED', message: 'x' } },
      }),
    });
    const { container } = await renderAt(`/profile/${otherId}`);
    await waitForText(container, 'Like');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like' }).hasAttribute('disabled')).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(
      await screen.findByText(
        'Error: This member accepts likes and messages only from verified members. Verify your profile to reach them.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Like' }).hasAttribute('disabled')).toBe(false);
  });

  it("offer 'Mesaj göndər' once the chat of the match is open", async () => {
    stubApi({
      ...signedInAs(me),
      ...profile,
      [`GET /api/relations/${otherId}`]: () => ({
        body: { liked: true, likedMe: true, match: { matchId: 'm-1', chatOpen: true } },
      }),
    });
    const { container } = await renderAt(`/az/profile/${otherId}`);
    await waitForText(container, 'Mesaj göndər');
    expect(screen.getByRole('link', { name: 'Mesaj göndər' }).getAttribute('href')).toBe(
      `/az/messages?user=${otherId}`,
    );
    expect(screen.getByRole('button', { name: 'Bəyəndin' }).hasAttribute('disabled')).toBe(true);
  });

  it('block asks first, then tells the server', async () => {
    const calls = stubApi({
      ...signedInAs(me),
      ...profile,
      [`GET /api/relations/${otherId}`]: () => ({
        body: { liked: false, likedMe: false, match: null },
      }),
      'POST /api/blocks': () => ({ status: 204 }),
      'GET /api/badges': () => ({ body: badgeCounts() }),
    });
    const { container } = await renderAt(`/az/profile/${otherId}`);
    await waitForText(container, 'Blokla');
    await userEvent.click(screen.getByRole('button', { name: 'Blokla' }));
    // Issue 37, item 6: the question names the person and says what blocking does.
    const question = await screen.findByRole('alertdialog', { name: /bloklansın\?$/ });
    expect(question.textContent).toContain('bundan xəbər tutmayacaq');
    expect(calls.some((call) => call.route === 'POST /api/blocks')).toBe(false);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Blokla' }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({ route: 'POST /api/blocks', body: { userId: otherId } }),
    );
  });
});
