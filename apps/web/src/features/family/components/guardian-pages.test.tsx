import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@vusal/shared/schemas/session';
import { describe, expect, it } from 'vitest';
import { ownProfile } from '../../../test/profiles';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const memberId = '00000000-0000-4000-8000-0000000000aa';
const guardian = sessionUser({
  email: 'mother@example.az',
  name: 'Leyla',
  accountKind: 'guardian',
  profileStatus: 'none',
});
const followed = {
  memberId,
  firstName: 'Nigar',
  relation: 'mother',
  sharingRequired: false,
  seesMatches: true,
  seesNewMatches: false,
  readsChats: false,
  editsProfile: false,
};
const info = { memberFirstName: 'Nigar', relation: 'mother', email: 'mother@example.az' };

describe('the invitation page (issue 39)', () => {
  it('signs a new guardian up with the invited address and lands on their home', async () => {
    let user: SessionUser | null = null;
    const calls = stubApi({
      ...signedInAs(() => user),
      'POST /api/family/invitation': () => ({ body: { ...info, hasAccount: false } }),
      'POST /api/family/invitation/sign-up': () => {
        user = guardian;
        return { status: 204 };
      },
      'GET /api/guardian/members': () => ({ body: { members: [followed] } }),
    });
    await renderAt('/family/accept#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await screen.findByRole('heading', { name: 'Nigar invites you' });
    expect(screen.getByText(/mother@example.az/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Your name/), 'Leyla Əliyeva');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Correct7Horse');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Create a guardian account and accept' }),
    );

    await screen.findByRole('link', { name: 'Nigar' });
    expect(
      calls.find((call) => call.route === 'POST /api/family/invitation/sign-up')?.body,
    ).toMatchObject({
      token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      name: 'Leyla Əliyeva',
      acceptTerms: true,
      language: 'en',
    });
  });

  it('says when the link no longer works', async () => {
    stubApi({
      ...signedInAs(null),
      'POST /api/family/invitation': () => ({
        status: 400,
        body: { error: { code: 'INVALID_TOKEN', message: 'errors.INVALID_TOKEN', requestId: 'r' } },
      }),
    });
    await renderAt('/family/accept#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await screen.findByText(/The link has expired, was cancelled or was already used/);
  });

  it('tells a signed-in member that a member account cannot be a guardian', async () => {
    stubApi({
      ...signedInAs(sessionUser({ email: 'mother@example.az', profileStatus: 'approved' })),
      'POST /api/family/invitation': () => ({ body: { ...info, hasAccount: true } }),
    });
    await renderAt('/family/accept#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await screen.findByText(/This address belongs to a member account/);
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});

describe('a guardian account signed in (issue 39)', () => {
  it('lands on its own home instead of the dashboard or the wizard', async () => {
    stubApi({
      ...signedInAs(guardian),
      'GET /api/guardian/members': () => ({ body: { members: [followed] } }),
      'GET /api/guardian/members/00000000-0000-4000-8000-0000000000aa/matches': () => ({
        body: { matches: [] },
      }),
    });
    await renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Family you follow' });
    expect(screen.getByRole('navigation', { name: 'Guardian navigation' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Nigar' })).toBeTruthy();
  });

  it("shows a followed member's page with what they share, read-only", async () => {
    stubApi({
      ...signedInAs(guardian),
      'GET /api/guardian/members': () => ({ body: { members: [followed] } }),
      'GET /api/guardian/members/00000000-0000-4000-8000-0000000000aa/matches': () => ({
        body: { matches: [] },
      }),
    });
    await renderAt(`/guardian/members/${memberId}`);
    await screen.findByRole('heading', { name: 'Nigar', level: 1 });
    await screen.findByText('No matches yet');
    expect(screen.getByText('Nigar does not share new matches with you.')).toBeTruthy();
    // Only the pages she allows: no chat copies and no profile suggestions here.
    const pages = screen.getByRole('navigation', { name: 'Pages of this member' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/guardian/members/${memberId}/meetings`]);
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  });

  it('asks again on the next page: a member who ended it is gone at once, not 30 s later', async () => {
    let members = [followed];
    stubApi({
      ...signedInAs(guardian),
      'GET /api/guardian/members': () => ({ body: { members } }),
      'GET /api/guardian/members/00000000-0000-4000-8000-0000000000aa/matches': () => ({
        body: { matches: [] },
      }),
    });
    await renderAt(`/guardian/members/${memberId}`);
    await screen.findByText('No matches yet');

    members = [];
    await userEvent.click(screen.getByRole('link', { name: 'All members' }));
    await screen.findByText('You follow nobody yet');
    expect(screen.queryByRole('link', { name: 'Nigar' })).toBeNull();
  });
});

describe('a member opening a guardian page (issue 39)', () => {
  it("goes to their dashboard, never asking for a guardian's data", async () => {
    const calls = stubApi({
      ...signedInAs(sessionUser({ profileStatus: 'pending' })),
      'GET /api/profiles/me': () => ({ body: { profile: ownProfile() } }),
    });
    await renderAt(`/az/guardian/members/${memberId}/profile`);
    await waitFor(() =>
      expect(calls.some((call) => call.route === 'GET /api/profiles/me')).toBe(true),
    );
    expect(calls.some((call) => call.route.includes('/api/guardian/'))).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Guardian navigation' })).toBeNull();
  });
});
