import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typeInto } from '../../../test/form';
import { descriptionOf, renderAt, visibleText } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const visitor = signedInAs(null);

/** Sends the sign-in form as `email`, with a password the form accepts. */
async function signIn(email: string) {
  await typeInto('E-mail', email);
  await typeInto('Password', 'Whatever1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign in', () => {
  it('says the e-mail is confirmed after the confirmation link', async () => {
    stubApi(visitor);
    await renderAt('/auth?confirmed=true');
    await screen.findByText('E-mail confirmed, you can sign in now');
    expect(screen.getAllByRole('heading', { level: 1 }).map(visibleText)).toEqual(['Welcome back']);
  });

  it('is in Azerbaijani under /az, with its labels', async () => {
    stubApi(visitor);
    await renderAt('/az/auth');
    await screen.findByText('Daxil ol');
    expect(screen.getByLabelText('E-poçt')).toBeDefined();
    expect(screen.getByLabelText('Parol').getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Parolu göstər' }));
    expect(screen.getByLabelText('Parol').getAttribute('type')).toBe('text');
  });

  it('shows what is missing next to the fields', async () => {
    stubApi(visitor);
    await renderAt('/auth');
    await screen.findByText('Welcome back');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('E-mail'))).toContain(
        'Please enter your e-mail address.',
      ),
    );
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(screen.getByLabelText('Password'))).toContain('Please enter a password.');
  });

  it('tells how many minutes to wait when rate limited', async () => {
    stubApi({
      ...visitor,
      'POST /api/auth/sign-in': () => ({
        status: 429,
        headers: { 'Retry-After': '540' },
        body: { error: { code: 'RATE_LIMITED', message: 'errors.RATE_LIMITED' } },
      }),
    });
    await renderAt('/auth');
    await screen.findByText('Welcome back');
    await signIn('aysel@example.com');
    await screen.findByText('Too many attempts. Please try again in 9 minutes.');
  });

  it('offers to resend the confirmation e-mail when the address is not confirmed yet (issue 22, item 6)', async () => {
    const calls = stubApi({
      ...visitor,
      'POST /api/auth/sign-in': () => ({
        status: 403,
        body: { error: { code: 'EMAIL_NOT_VERIFIED', message: 'errors.EMAIL_NOT_VERIFIED' } },
      }),
      'POST /api/auth/resend-confirmation': () => ({ status: 202, body: { status: 'accepted' } }),
    });
    await renderAt('/auth');
    await screen.findByText('Welcome back');
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull();
    await signIn('Aysel@Example.com');
    await screen.findByText(/Please confirm your e-mail address first/);

    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    await screen.findByText(
      /If aysel@example.com still needs confirming, a new link is on its way/,
    );
    expect(calls.filter((call) => call.route === 'POST /api/auth/resend-confirmation')).toEqual([
      expect.objectContaining({ body: { email: 'aysel@example.com' } }),
    ]);
  });

  it('offers to restore a deleted account, and sends restore when accepted', async () => {
    let user: ReturnType<typeof sessionUser> | null = null;
    const calls = stubApi({
      ...signedInAs(() => user),
      'POST /api/auth/sign-in': (body) => {
        if (!(body as { restore?: boolean }).restore) {
          return {
            status: 409,
            body: { error: { code: 'ACCOUNT_DELETED', message: 'errors.ACCOUNT_DELETED' } },
          };
        }
        user = sessionUser();
        return { body: { user } };
      },
    });
    await renderAt('/auth');
    await screen.findByText('Welcome back');
    await signIn('aysel@example.com');
    await waitFor(() => expect(document.body.textContent).toContain('Restore your account?'));
    expect(document.body.textContent).toContain('Within 90 days of the deletion');
    await userEvent.click(screen.getByRole('button', { name: 'Restore my account' }));
    await screen.findByText('Profile Approval Pending');
    expect(
      calls.filter((call) => call.route === 'POST /api/auth/sign-in').map((call) => call.body),
    ).toEqual([
      { email: 'aysel@example.com', password: 'Whatever1' },
      { email: 'aysel@example.com', password: 'Whatever1', restore: true },
    ]);
  });

  it('sends a signed-in person to the dashboard', async () => {
    stubApi(signedInAs(sessionUser({ profileStatus: 'approved' })));
    await renderAt('/auth');
    await screen.findByText('Hello, Aysel!');
  });

  it('forwards a recovery link to the reset screen', async () => {
    stubApi(visitor);
    await renderAt('/auth#type=recovery&token=abc');
    await screen.findByText('Choose a new password');
  });
});

describe('forgot password', () => {
  it('confirms the mail and says the link lives one hour', async () => {
    const calls = stubApi({
      ...visitor,
      'POST /api/auth/forgot-password': () => ({ status: 202, body: { status: 'accepted' } }),
    });
    const { container } = await renderAt('/az/auth?forgot=true');
    await screen.findByText('Parolu unutmusunuz?');
    await typeInto('E-poçt', 'Aysel@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Keçid göndər' }));
    await screen.findByText('E-poçtunuzu yoxlayın');
    expect(visibleText(container)).toContain('Keçid 1 saat ərzində etibarlıdır');
    expect(calls.at(-1)?.body).toEqual({
      email: 'aysel@example.com',
      language: 'az',
      country: 'az',
    });
  });

  it('asks for the link on /az/ru in Russian for Azerbaijan, where the mail leads back (issue 37)', async () => {
    const calls = stubApi({
      ...visitor,
      'POST /api/auth/forgot-password': () => ({ status: 202, body: { status: 'accepted' } }),
    });
    await renderAt('/az/ru/auth?forgot=true');
    await screen.findByText('Забыли пароль?');
    await typeInto('Электронная почта', 'nigar@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    await screen.findByText('Проверьте почту');
    expect(calls.at(-1)?.body).toEqual({
      email: 'nigar@example.com',
      language: 'ru',
      country: 'az',
    });
  });
});

describe('reset password', () => {
  it('ticks the rules as the new password is typed', async () => {
    stubApi(visitor);
    const { container } = await renderAt('/reset-password#type=recovery&token=abc');
    await screen.findByText('Choose a new password');
    const rules = () => [...container.querySelectorAll('#password-rules li')].map(visibleText);
    expect(rules()).toEqual([
      'At least 8 characters, missing',
      'An uppercase letter, missing',
      'A digit, missing',
    ]);
    await typeInto('New password', 'Abc');
    expect(rules()).toEqual([
      'At least 8 characters, missing',
      'An uppercase letter, done',
      'A digit, missing',
    ]);
    await typeInto('New password', 'Abcdefg1');
    expect(rules().every((rule) => rule.endsWith('done'))).toBe(true);
    expect(container.querySelector('#password-rules ul')?.getAttribute('aria-live')).toBe('polite');
  });

  it('refuses different passwords before calling the server', async () => {
    const calls = stubApi(visitor);
    await renderAt('/az/reset-password#type=recovery&token=abc');
    await screen.findByText('Yeni parol seçin');
    await typeInto('Yeni parol', 'Abcdefg1');
    await typeInto('Yeni parolun təkrarı', 'Abcdefg2');
    await userEvent.click(screen.getByRole('button', { name: 'Yeni parolu saxla' }));
    await screen.findByText('Şifrələr uyğun gəlmir');
    expect(calls.some((call) => call.route === 'POST /api/auth/reset-password')).toBe(false);
  });

  it('sends a link without a token to sign in', async () => {
    stubApi(visitor);
    await renderAt('/reset-password');
    await screen.findByText('Welcome back');
  });
});

describe('change password', () => {
  const signedIn = signedInAs(sessionUser());

  it('lists every error together and clears the list on edit', async () => {
    stubApi(signedIn);
    const { container } = await renderAt('/az/change-password');
    await screen.findByText('Mövcud parol');
    await typeInto('Yeni parol', 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Parolu dəyiş' }));
    const summary = () => container.querySelector('[aria-labelledby="error-summary-title"]');
    await waitFor(() => expect(summary()).not.toBeNull());
    expect([...(summary()?.querySelectorAll('li') ?? [])].map(visibleText)).toEqual([
      'Mövcud parol daxil edilməlidir',
      'Parol ən azı 8 simvoldan ibarət olmalıdır',
      'Parolda böyük hərf olmalıdır',
      'Parolda rəqəm olmalıdır',
      'Parol təkrarı daxil edilməlidir',
    ]);
    expect(document.activeElement).toBe(summary());
    expect(descriptionOf(screen.getByLabelText('Mövcud parol'))).toContain(
      'Mövcud parol daxil edilməlidir',
    );
    await typeInto('Mövcud parol', 'x');
    expect(summary()).toBeNull();
    expect(screen.getByLabelText('Yeni parol').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a wrong current password next to that field', async () => {
    stubApi({
      ...signedIn,
      'POST /api/auth/change-password': () => ({
        status: 400,
        body: {
          error: { code: 'CURRENT_PASSWORD_INVALID', message: 'errors.CURRENT_PASSWORD_INVALID' },
        },
      }),
    });
    await renderAt('/az/change-password');
    await screen.findByText('Mövcud parol');
    await typeInto('Mövcud parol', 'Wrong1234');
    await typeInto('Yeni parol', 'Newpassw0rd');
    await typeInto('Yeni parolun təkrarı', 'Newpassw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Parolu dəyiş' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Mövcud parol'))).toContain(
        'Mövcud parol yanlışdır',
      ),
    );
  });
});

describe('e-mail confirmation', () => {
  it('says when the link is invalid, with a way to sign in', async () => {
    stubApi({
      'POST /api/auth/verify-email': () => ({
        status: 400,
        body: { error: { code: 'INVALID_TOKEN', message: 'errors.INVALID_TOKEN' } },
      }),
    });
    const { container } = await renderAt('/az?confirm=nope');
    await screen.findByText('Keçərsiz və ya vaxtı keçmiş link');
    expect(container.querySelector('a[href="/az/auth"]')?.textContent).toBe('Daxil olmağa keç');
  });

  it('signs the person who signed up in this browser straight in', async () => {
    const calls = stubApi({
      'POST /api/auth/verify-email': () => ({ body: { signedIn: true } }),
      ...signedInAs(sessionUser()),
    });
    await renderAt('/?confirm=token-1');
    await screen.findByText('Profile Approval Pending');
    expect(calls.filter((call) => call.route === 'POST /api/auth/verify-email')).toHaveLength(1);
  });

  it('asks others to sign in, saying the address is confirmed', async () => {
    stubApi({ 'POST /api/auth/verify-email': () => ({ body: { signedIn: false } }), ...visitor });
    await renderAt('/?confirm=token-2');
    await screen.findByText('E-mail confirmed, you can sign in now');
  });

  it('costs a plain landing visit no call but the session probe', async () => {
    // Issue 7 B1: the landing asks whether a member is signed in (to send them to the dashboard).
    const calls = stubApi(visitor);
    await renderAt('/');
    await screen.findByText('Find the person you will build a life with');
    expect(calls.map((call) => call.route)).toEqual(['GET /api/auth/session']);
  });
});
