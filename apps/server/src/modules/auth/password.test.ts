import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from '../../../test/app';
import {
  createConfirmedAccount,
  post,
  session,
  signIn,
  tokenFromLink,
  waitForMail,
} from '../../../test/accounts';

const clock = manualClock(new Date());
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

async function requestReset(email: string, previousMails = 0) {
  const response = await post(ctx, '/api/auth/forgot-password', { email, language: 'en' });
  expect(response.statusCode).toBe(202);
  const mail = await waitForMail(ctx, email, 'reset-password', previousMails);
  expect(mail.link).toMatch(/\/reset-password#type=recovery&token=/);
  return tokenFromLink(mail.link);
}

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses', async () => {
    const { input } = await createConfirmedAccount(ctx);
    const known = await post(ctx, '/api/auth/forgot-password', {
      email: input.email,
      language: 'en',
    });
    const unknown = await post(ctx, '/api/auth/forgot-password', {
      email: 'nobody@example.az',
      language: 'en',
    });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    await waitForMail(ctx, input.email, 'reset-password');
    expect((await ctx.mailer.outbox()).some((mail) => mail.to === 'nobody@example.az')).toBe(false);
  });

  it('sets the new password once, ends every session and tells the owner', async () => {
    const { input, cookie } = await createConfirmedAccount(ctx);
    const token = await requestReset(input.email);
    const reset = { token, password: 'Brand9NewPass', confirmPassword: 'Brand9NewPass' };

    expect((await post(ctx, '/api/auth/reset-password', reset)).statusCode).toBe(204);
    expect(await session(ctx, cookie)).toBeNull();
    expect((await signIn(ctx, input.email, input.password)).statusCode).toBe(401);
    expect((await signIn(ctx, input.email, 'Brand9NewPass')).statusCode).toBe(200);
    await waitForMail(ctx, input.email, 'password-changed');

    const replay = await post(ctx, '/api/auth/reset-password', reset);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('INVALID_TOKEN');
  });

  it('expires after one hour, and a newer link retires the older one', async () => {
    const { input } = await createConfirmedAccount(ctx);
    const older = await requestReset(input.email);
    const newer = await requestReset(input.email, 1);
    const reset = (token: string) =>
      post(ctx, '/api/auth/reset-password', {
        token,
        password: 'Brand9NewPass',
        confirmPassword: 'Brand9NewPass',
      });
    expect((await reset(older)).statusCode).toBe(400);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await reset(newer)).json().error.code).toBe('INVALID_TOKEN');
    clock.set(new Date());
  });

  it('applies the password policy', async () => {
    const response = await post(ctx, '/api/auth/reset-password', {
      token: 'x',
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json().error.issues.map((issue: { message: string }) => issue.message),
    ).toContain('validation.passwordUppercase');
  });
});

describe('change password', () => {
  it('needs the right current password', async () => {
    const { cookie } = await createConfirmedAccount(ctx);
    const response = await post(
      ctx,
      '/api/auth/change-password',
      {
        currentPassword: 'Not7MyPassword',
        newPassword: 'Brand9NewPass',
        confirmPassword: 'Brand9NewPass',
      },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CURRENT_PASSWORD_INVALID');
  });

  it('keeps this session, ends the others and mails a notice', async () => {
    const { input, cookie } = await createConfirmedAccount(ctx);
    const otherDevice = (await signIn(ctx, input.email, input.password)).cookies.find(
      (c) => c.name === 'vusal_session',
    )!.value;
    const response = await post(
      ctx,
      '/api/auth/change-password',
      {
        currentPassword: input.password,
        newPassword: 'Brand9NewPass',
        confirmPassword: 'Brand9NewPass',
      },
      cookie,
    );
    expect(response.statusCode).toBe(204);
    expect(await session(ctx, cookie)).not.toBeNull();
    expect(await session(ctx, otherDevice)).toBeNull();
    await waitForMail(ctx, input.email, 'password-changed');
  });

  it('is for signed-in people only', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {
        currentPassword: 'a',
        newPassword: 'Brand9NewPass',
        confirmPassword: 'Brand9NewPass',
      },
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a new password ends every reset link (issue 7, A5)', () => {
  it('retires a link sent before the password was changed', async () => {
    const { input, cookie } = await createConfirmedAccount(ctx);
    const token = await requestReset(input.email);
    const change = await post(
      ctx,
      '/api/auth/change-password',
      {
        currentPassword: input.password,
        newPassword: 'Changed7Pass',
        confirmPassword: 'Changed7Pass',
      },
      cookie,
    );
    expect(change.statusCode).toBe(204);
    const reset = await post(ctx, '/api/auth/reset-password', {
      token,
      password: 'Attacker7Pass',
      confirmPassword: 'Attacker7Pass',
    });
    expect(reset.json().error.code).toBe('INVALID_TOKEN');
    expect((await signIn(ctx, input.email, 'Changed7Pass')).statusCode).toBe(200);
  });
});

describe('common passwords (SECURITY 2, issue 7 A9)', () => {
  it('refuses a password from the big list that meets every rule, in any case', async () => {
    const { input, cookie } = await createConfirmedAccount(ctx);
    for (const newPassword of ['Password1', 'Baseball1', 'Superman123']) {
      const response = await post(
        ctx,
        '/api/auth/change-password',
        { currentPassword: input.password, newPassword, confirmPassword: newPassword },
        cookie,
      );
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().error.issues).toEqual([
        { path: 'newPassword', message: 'validation.passwordCommon' },
      ]);
    }
  });

  it('does not spend a reset link on a refused password', async () => {
    const { input } = await createConfirmedAccount(ctx);
    const token = await requestReset(input.email);
    const common = await post(ctx, '/api/auth/reset-password', {
      token,
      password: 'Football1',
      confirmPassword: 'Football1',
    });
    expect(common.json().error.issues).toEqual([
      { path: 'password', message: 'validation.passwordCommon' },
    ]);
    const good = await post(ctx, '/api/auth/reset-password', {
      token,
      password: 'Unusual7Phrase',
      confirmPassword: 'Unusual7Phrase',
    });
    expect(good.statusCode).toBe(204);
  });
});
