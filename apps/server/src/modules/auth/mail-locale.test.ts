import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  createConfirmedAccount,
  post,
  signUp,
  signUpForConfirmation,
  signUpInput,
  tokenFromLink,
  waitForMail,
} from '../../../test/accounts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const site = 'http://localhost:3000';

/**
 * Issue 37, item 4: a mail asked for on `/az/ru` opened `/ru/…`, Azerbaijan dropped. The account
 * keeps the region it signed up in beside its language, and every mail links there.
 */
describe('mail links keep the region and the language the member used', () => {
  it.each([
    ['/az/ru', { language: 'ru', country: 'az' }],
    ['/az/en', { language: 'en', country: 'az' }],
    ['/az', { language: 'az', country: 'az' }],
    ['/ru', { language: 'ru', country: null }],
    ['', { language: 'en', country: null }],
  ] as const)('confirms a sign-up made on %s there', async (prefix, locale) => {
    const { mail } = await signUpForConfirmation(ctx, signUpInput(locale));
    expect(mail.link).toMatch(new RegExp(`^${site}${prefix}[/]?\\?confirm=`));
  });

  it('keeps Azerbaijani on the Azerbaijani site when no region is named (an older page)', async () => {
    const { mail } = await signUpForConfirmation(ctx, signUpInput({ language: 'az' }));
    expect(mail.link).toMatch(new RegExp(`^${site}/az\\?confirm=`));
  });

  it('sends the resent confirmation and the notice of a second sign-up to /az/ru', async () => {
    const input = signUpInput({ language: 'ru', country: 'az' });
    await signUpForConfirmation(ctx, input);
    const resent = await post(ctx, '/api/auth/resend-confirmation', { email: input.email });
    expect(resent.statusCode).toBe(202);
    expect((await waitForMail(ctx, input.email, 'confirm-email', 1)).link).toMatch(
      new RegExp(`^${site}/az/ru\\?confirm=`),
    );

    // Someone signs up again with the address, from the English site: the owner's locale wins.
    await signUp(ctx, { ...input, language: 'en', country: null });
    const attempt = await waitForMail(ctx, input.email, 'sign-up-attempt');
    expect(attempt.subject).toMatch(/[а-я]/);
    expect(attempt.text).toContain(`${site}/az/ru/auth`);
  });

  it('sends the reset link asked for on /az/ru there, and the change notice after it', async () => {
    const { input } = await createConfirmedAccount(ctx, { language: 'ru', country: 'az' });
    const asked = await post(ctx, '/api/auth/forgot-password', {
      email: input.email,
      language: 'ru',
      country: 'az',
    });
    expect(asked.statusCode).toBe(202);
    const reset = await waitForMail(ctx, input.email, 'reset-password');
    expect(reset.link).toMatch(new RegExp(`^${site}/az/ru/reset-password#type=recovery&token=`));

    const password = 'Brand9NewPass';
    const done = await post(ctx, '/api/auth/reset-password', {
      token: tokenFromLink(reset.link),
      password,
      confirmPassword: password,
    });
    expect(done.statusCode).toBe(204);
    const changed = await waitForMail(ctx, input.email, 'password-changed');
    expect(changed.link).toBe(`${site}/az/ru/auth?forgot=true`);
  });

  it('links the deletion notice to signing in on /az/ru', async () => {
    const { input, cookie } = await createConfirmedAccount(ctx, { language: 'ru', country: 'az' });
    const deleted = await post(ctx, '/api/account/delete', { reason: 'found_someone' }, cookie);
    expect(deleted.statusCode).toBe(204);
    const mail = await waitForMail(ctx, input.email, 'account-deleted');
    expect(mail.link).toBe(`${site}/az/ru/auth`);
  });

  it('refuses a region that is not an active country', async () => {
    for (const country of ['kz', 'AZ', 'xx', '\u0000', 'a'.repeat(10_000), 7]) {
      const response = await signUp(ctx, {
        ...signUpInput(),
        country: country as never,
      });
      expect(response.statusCode, String(country).slice(0, 10)).toBe(400);
      const forgot = await post(ctx, '/api/auth/forgot-password', {
        email: 'someone@example.az',
        language: 'en',
        country,
      });
      expect(forgot.statusCode).toBe(400);
    }
  });
});
