import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  manualClock,
  testAuthLimits,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/app';
import {
  createConfirmedAccount,
  requestAs,
  session,
  sessionCookie,
  signIn,
  STRONG_PASSWORD,
} from '../../../test/accounts';
import { withoutRequestId } from '../../../test/error-body';

const clock = manualClock(new Date());
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock, authLimits: { ...testAuthLimits, accountFailures: 3 } });
});
afterAll(async () => ctx.close());

describe('sign-in', () => {
  it('starts a session in an HttpOnly, SameSite=Lax cookie and reports the role', async () => {
    const { input } = await createConfirmedAccount(ctx);
    const response = await signIn(ctx, input.email, input.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: input.email,
      role: 'user',
      profileStatus: 'pending',
    });
    const cookie = response.cookies.find((c) => c.name === 'vusal_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(response.body).not.toContain(cookie.value);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { input } = await createConfirmedAccount(ctx);
    expect((await signIn(ctx, `  ${input.email.toUpperCase()} `, input.password)).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { input } = await createConfirmedAccount(ctx);
    const wrongPassword = await signIn(ctx, input.email, 'Wrong1Password');
    const unknown = await signIn(ctx, 'nobody-here@example.az', 'Wrong1Password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrongPassword.statusCode);
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrongPassword.body));
    expect(unknown.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const { cookie } = await createConfirmedAccount(ctx);
    const response = await requestAs(ctx, { cookie }, 'POST', '/api/auth/sign-out');
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'vusal_session')?.value).toBe('');
    expect(await session(ctx, cookie)).toBeNull();
  });
});

describe('per-account throttle (SECURITY 3)', () => {
  it('refuses even the right password after too many failures, from any IP, until the window ends', async () => {
    const { input } = await createConfirmedAccount(ctx);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await signIn(ctx, input.email, 'Wrong1Password', {}, ip)).statusCode).toBe(401);
    }
    const locked = await signIn(ctx, input.email, STRONG_PASSWORD, {}, '10.0.0.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    const other = await createConfirmedAccount(ctx);
    expect((await signIn(ctx, other.input.email, other.input.password)).statusCode).toBe(200);

    clock.advance(15 * 60 * 1000 + 1000);
    expect((await signIn(ctx, input.email, STRONG_PASSWORD)).statusCode).toBe(200);
    clock.set(new Date());
  });

  it('counts unknown e-mails too, so a locked answer tells nothing', async () => {
    for (let i = 0; i < 3; i++) await signIn(ctx, 'ghost@example.az', 'Wrong1Password');
    expect((await signIn(ctx, 'ghost@example.az', 'Wrong1Password')).statusCode).toBe(429);
  });
});

describe('per-IP limits (SECURITY 4)', () => {
  it('limits one address, which a forged X-Forwarded-For does not change', async () => {
    const limited = await buildTestApp({}, { authLimits: { ...testAuthLimits, ipRequests: 3 } });
    const attempt = (forwardedFor: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'a@example.az' },
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
        remoteAddress: '192.0.2.10',
      });
    for (let i = 0; i < 3; i++) expect((await attempt(`198.51.100.${i}`)).statusCode).toBe(202);
    const refused = await attempt('198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'a@example.az' },
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '192.0.2.11',
    });
    expect(elsewhere.statusCode).toBe(202);
    await limited.close();
  });
});

describe('production cookies', () => {
  it('are Secure', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-secret-production-secret-0123',
    });
    const { input } = await createConfirmedAccount(production);
    const response = await signIn(production, input.email, input.password);
    expect(response.cookies.find((c) => c.name === 'vusal_session')).toMatchObject({
      secure: true,
      httpOnly: true,
    });
    expect(sessionCookie(response)).toBeTruthy();
    await production.close();
  });
});
