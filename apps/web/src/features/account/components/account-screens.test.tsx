import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APPROVAL_POLL_MS } from '@vusal/shared/catalog/constants';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { typeInto } from '../../../test/form';
import { badgeCounts } from '../../../test/badges';
import { descriptionOf, renderAt, visibleText } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

describe('signed-in pages', () => {
  it.each(['/dashboard', '/change-password', '/delete-account'])(
    'send a visitor of %s to sign in',
    async (path) => {
      stubApi(signedInAs(null));
      await renderAt(path);
      await screen.findByText('Welcome back');
    },
  );

  it('keep the /az prefix when sending a visitor to sign in', async () => {
    stubApi(signedInAs(null));
    await renderAt('/az/dashboard');
    await screen.findByText('Yenidən xoş gəlmisiniz');
  });
});

describe('the dashboard', () => {
  it('shows the pending message, the own profile, preferences, the optional questions and logout until approval', async () => {
    stubApi(signedInAs(sessionUser({ profileStatus: 'pending' })));
    const { container } = await renderAt('/dashboard');
    await screen.findByText('Profile Approval Pending');
    expect(visibleText(container)).toContain('An administrator checks every profile');
    expect([...container.querySelectorAll('main button')].map(visibleText)).toEqual(['Log out']);
    expect(
      [...container.querySelectorAll('main a')].map((link) => [
        visibleText(link),
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['Complete my profile', '/edit-profile'],
      ['Settings', '/preferences'],
      ['Answer the questions', '/questions'],
    ]);
    expect(
      screen.getByRole('heading', { name: 'Answer values questions while you wait' }),
    ).toBeTruthy();
    expect(visibleText(container)).not.toContain('Hello, Aysel!');
  });

  it('turns into the dashboard within seconds of the approval, without a reload (issue 22, item 6)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let user = sessionUser({ profileStatus: 'pending' });
    const calls = stubApi({
      ...signedInAs(() => user),
      'GET /api/badges': () => ({ body: badgeCounts() }),
    });
    try {
      await renderAt('/dashboard');
      await screen.findByText('Profile Approval Pending');
      const asked = () => calls.filter((call) => call.route === 'GET /api/auth/session').length;
      const before = asked();
      await act(() => vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS));
      expect(asked()).toBe(before + 1);

      user = sessionUser({ profileStatus: 'approved' });
      await act(() => vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS));
      await screen.findByText('Hello, Aysel!');
      expect(screen.queryByText('Profile Approval Pending')).toBeNull();
      await screen.findByText('Your profile is approved. Welcome to Vüsal!');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says it in Azerbaijani under /az', async () => {
    stubApi(signedInAs(sessionUser({ profileStatus: 'none' })));
    await renderAt('/az/dashboard');
    await screen.findByText('Profil təsdiq gözləyir');
    expect(screen.getByRole('button', { name: 'Çıxış' })).toBeDefined();
  });

  it('greets approved members and admins', async () => {
    stubApi(signedInAs(sessionUser({ role: 'admin', profileStatus: 'none', name: 'Rəşad' })));
    await renderAt('/dashboard');
    await screen.findByText('Hello, Rəşad!');
    expect(screen.getAllByRole('heading', { level: 1 }).map(visibleText)).toEqual([
      'Hello, Rəşad!',
    ]);
  });

  it('gives approved members their tiles with the new-counts', async () => {
    stubApi({
      ...signedInAs(sessionUser({ profileStatus: 'approved' })),
      'GET /api/badges': () => ({
        body: badgeCounts({ likes: 12, explore: 3, totals: { likesReceived: 12 } }),
      }),
    });
    const member = await renderAt('/az/dashboard');
    await within(member.container).findByText('Salam, Aysel!');
    const hrefs = (scope: ParentNode) =>
      [...scope.querySelectorAll('main a')].map((link) => link.getAttribute('href'));
    expect(hrefs(member.container)).toEqual([
      '/az/likes-and-matches',
      '/az/explore',
      '/az/matches',
      '/az/messages',
      '/az/my-profile',
      '/az/edit-profile',
      '/az/preferences',
      '/az/questions',
    ]);
    // The server's new-counts on the tiles: 9+ above nine.
    await waitFor(() =>
      expect(
        [...member.container.querySelectorAll('main [data-testid="tile-badge"]')].map(
          (badge) => badge.textContent,
        ),
      ).toEqual(['9+', '3']),
    );
    expect(member.container.querySelector('[aria-pressed]')).toBeNull();
  });

  it('signs out to the landing of the current language', async () => {
    let user: ReturnType<typeof sessionUser> | null = sessionUser();
    stubApi({
      ...signedInAs(() => user),
      'POST /api/auth/sign-out': () => {
        user = null;
        return { status: 204 };
      },
    });
    await renderAt('/az/dashboard');
    await screen.findByText('Profil təsdiq gözləyir');
    await userEvent.click(screen.getByRole('button', { name: 'Çıxış' }));
    await screen.findByText('Həyatınızı birlikdə quracağınız insanı tapın');
  });
});

describe('deleting the account', () => {
  it('needs a reason, and a text for "other", before the red button works', async () => {
    stubApi(signedInAs(sessionUser()));
    const { container } = await renderAt('/az/delete-account');
    await screen.findByText('Silmə səbəbi');
    const submit = () => screen.getByRole('button', { name: 'Hesabı sil' });
    await waitFor(() => expect(submit().getAttribute('aria-disabled')).toBe('true'));

    const reason = screen.getByLabelText('Silmə səbəbi');
    expect([...reason.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Səbəb seçin',
      'Birini tapdım',
      'Xidmətdən razı deyiləm',
      'Fasilə verirəm',
      'Məxfilik narahatlığı',
      'Çox məşğulam',
      'Digər',
    ]);
    fireEvent.blur(reason);
    await waitFor(() =>
      expect(descriptionOf(reason)).toContain('Zəhmət olmasa silmə səbəbini seçin'),
    );

    await userEvent.selectOptions(reason, 'other');
    await waitFor(() => expect(submit().getAttribute('aria-disabled')).toBe('true'));
    const other = screen.getByLabelText('Səbəbiniz');
    await userEvent.clear(other);
    await userEvent.type(other, 'x');
    await userEvent.clear(other);
    fireEvent.blur(other);
    await waitFor(() =>
      expect(descriptionOf(other)).toContain('Zəhmət olmasa digər səbəbinizi yazın'),
    );

    await userEvent.clear(other);

    await userEvent.type(other, 'Köçürəm');
    await waitFor(() => expect(submit().getAttribute('aria-disabled')).toBeNull());
    await userEvent.selectOptions(reason, 'too_busy');
    expect(container.textContent).not.toContain('Səbəbiniz');
  });

  it('asks for confirmation, then deletes and goes to the landing of its locale (issue 37)', async () => {
    // The server ends the session with the account: the landing then sees a visitor.
    let isDeleted = false;
    const calls = stubApi({
      ...signedInAs(() => (isDeleted ? null : sessionUser())),
      'POST /api/account/delete': () => {
        isDeleted = true;
        return { status: 204 };
      },
    });
    await renderAt('/az/delete-account');
    await screen.findByText('Silmə səbəbi');
    await userEvent.selectOptions(screen.getByLabelText('Silmə səbəbi'), 'found_someone');
    await userEvent.click(screen.getByRole('button', { name: 'Hesabı sil' }));
    await waitFor(() => expect(document.body.textContent).toContain('Hesabı silməyə razısınız?'));
    expect(document.body.textContent).toContain(
      '90 gün ərzində daxil olaraq hesabı bərpa edə bilərsiniz',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bəli, hesabımı sil' }));
    await screen.findByText('Həyatınızı birlikdə quracağınız insanı tapın');
    expect(calls.find((call) => call.route === 'POST /api/account/delete')?.body).toEqual({
      reason: 'found_someone',
    });
  });

  it('keeps what was typed when the deletion fails', async () => {
    stubApi({
      ...signedInAs(sessionUser()),
      'POST /api/account/delete': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      }),
    });
    await renderAt('/az/delete-account');
    await screen.findByText('Silmə səbəbi');
    await userEvent.selectOptions(screen.getByLabelText('Silmə səbəbi'), 'other');
    await typeInto('Səbəbiniz', 'Köçürəm');
    await userEvent.click(screen.getByRole('button', { name: 'Hesabı sil' }));
    await waitFor(() => screen.getByRole('button', { name: 'Bəli, hesabımı sil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bəli, hesabımı sil' }));
    await screen.findByText('Hesabı silməkdə problem yaşandı. Yenidən cəhd edin.');
    expect((screen.getByLabelText('Səbəbiniz') as HTMLTextAreaElement).value).toBe('Köçürəm');
    expect((screen.getByLabelText('Silmə səbəbi') as HTMLSelectElement).value).toBe('other');
  });
});
