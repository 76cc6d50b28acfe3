import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import {
  confirmEmail,
  post,
  sessionCookie,
  signIn,
  signUpForConfirmation,
  signUpInput,
  tokenFromLink,
  waitForMail,
} from '../../../test/accounts';

describe('logs (SECURITY 1, 26)', () => {
  it('never contain a password, a token or a session cookie, but do record sign-ins with ip', async () => {
    const lines: string[] = [];
    const ctx = await buildTestApp({}, { logStream: { write: (line) => void lines.push(line) } });
    const input = signUpInput({ password: 'Secret9Passphrase' });
    const { marker, token: confirmToken } = await signUpForConfirmation(ctx, input);
    await confirmEmail(ctx, confirmToken);
    await signIn(ctx, input.email, 'Wrong9Passphrase');
    const signedIn = await signIn(ctx, input.email, input.password);
    const cookie = sessionCookie(signedIn)!;
    await post(ctx, '/api/auth/forgot-password', { email: input.email, language: 'en' });
    const resetToken = tokenFromLink((await waitForMail(ctx, input.email, 'reset-password')).link);
    await post(ctx, '/api/auth/reset-password', {
      token: resetToken,
      password: 'Another9Pass',
      confirmPassword: 'Another9Pass',
    });
    await ctx.close();

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      input.password,
      'Wrong9Passphrase',
      'Another9Pass',
      marker,
      confirmToken,
      resetToken,
      cookie,
      // Issue 36, item 3: nothing that names a person either.
      input.email,
      input.firstName,
      input.lastName,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toMatch(/"msg":"signed in"/);
    expect(log).toMatch(
      /"msg":"sign-in refused".*"code":"INVALID_CREDENTIALS"|"code":"INVALID_CREDENTIALS".*"msg":"sign-in refused"/,
    );
  });
});
