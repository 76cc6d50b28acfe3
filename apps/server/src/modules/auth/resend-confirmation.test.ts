import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import {
  buildTestApp,
  manualClock,
  TEST_ORIGIN,
  testAuthLimits,
  type TestApp,
} from '../../../test/app';
import {
  as,
  confirmEmail,
  createConfirmedAccount,
  givePhoto,
  session,
  sessionCookie,
  signIn,
  signUpForConfirmation,
  signUpInput,
  tokenFromLink,
  waitForMail,
} from '../../../test/accounts';

const clock = manualClock(new Date());
const ADMIN_EMAIL = 'boss@vusal.test';
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAIL }, { clock });
});
afterAll(async () => ctx.close());

const resend = (email: unknown, signUpMarker?: string, session?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/resend-confirmation',
    payload: { email },
    headers: {
      origin: TEST_ORIGIN,
      cookie: [
        signUpMarker && `vusal_signup=${signUpMarker}`,
        session && `vusal_session=${session}`,
      ]
        .filter(Boolean)
        .join('; '),
    },
  });

let signedInAdmin: { cookie: string } | undefined;
/** The ADMIN_EMAIL account, signed up, confirmed and signed in once. */
async function admin() {
  signedInAdmin ??= await createConfirmedAccount(ctx, { email: ADMIN_EMAIL });
  return signedInAdmin;
}

/** The confirmation mails to `to`, once `expected` have arrived and a stray one had time to. */
async function confirmationMails(to: string, expected = 0) {
  if (expected > 0) await waitForMail(ctx, to, 'confirm-email', expected - 1);
  // Mail goes out after the answer; give the background sends a moment to land.
  await sleep(300);
  return (await ctx.mailer.outbox()).filter(
    (mail) => mail.to === to && mail.kind === 'confirm-email',
  );
}

describe('resending the confirmation e-mail (issue 22, item 6)', () => {
  it('mails a new link, in the language of the sign-up, that confirms the address', async () => {
    const input = signUpInput({ language: 'ru' });
    await signUpForConfirmation(ctx, input);

    const response = await resend(input.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'accepted' });
    const mail = await waitForMail(ctx, input.email, 'confirm-email', 1);
    expect(mail.subject).toBe('Vüsal: подтвердите адрес электронной почты');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/ru\?confirm=/);

    const confirm = await confirmEmail(ctx, tokenFromLink(mail.link));
    expect(confirm.json()).toEqual({ signedIn: false });
    expect((await signIn(ctx, input.email, input.password)).statusCode).toBe(200);
  });

  it('signs in the browser that signed up when it confirms with the new link', async () => {
    const input = signUpInput();
    const { marker } = await signUpForConfirmation(ctx, input);
    await resend(input.email, marker);
    const mail = await waitForMail(ctx, input.email, 'confirm-email', 1);

    const confirm = await confirmEmail(ctx, tokenFromLink(mail.link), marker);
    expect(confirm.json()).toEqual({ signedIn: true });
    expect(await session(ctx, sessionCookie(confirm))).toMatchObject({ email: input.email });
  });

  it('answers alike for an unknown and a confirmed address, and mails neither', async () => {
    const { input } = await createConfirmedAccount(ctx);
    const stranger = `nobody-${crypto.randomUUID().slice(0, 8)}@example.az`;
    const before = (await confirmationMails(input.email)).length;

    const known = await resend(input.email);
    const unknown = await resend(stranger);
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(await confirmationMails(input.email)).toHaveLength(before);
    expect(await confirmationMails(stranger)).toHaveLength(0);
  });

  it('sends at most 3 an hour to one address, however often it is asked', async () => {
    const input = signUpInput();
    await signUpForConfirmation(ctx, input);
    for (let i = 0; i < 8; i++) {
      expect((await resend(input.email)).statusCode).toBe(202);
    }
    expect(await confirmationMails(input.email, 1 + 3)).toHaveLength(1 + 3);

    clock.advance(60 * 60 * 1000 + 1000);
    await resend(input.email);
    expect(await confirmationMails(input.email, 1 + 4)).toHaveLength(1 + 4);
    clock.set(new Date());
  });

  it('counts concurrent requests atomically: a burst sends no more than the quota', async () => {
    const input = signUpInput();
    await signUpForConfirmation(ctx, input);
    await Promise.all(Array.from({ length: 10 }, () => resend(input.email)));
    expect(await confirmationMails(input.email, 1 + 3)).toHaveLength(1 + 3);
  });

  it('answers every caller alike and mails only the address asked about (access sweep)', async () => {
    const waiting = signUpInput();
    await signUpForConfirmation(ctx, waiting);
    const pending = await createConfirmedAccount(ctx);
    const member = await createConfirmedAccount(ctx);
    await givePhoto(ctx, member.user.id);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user.id}/approve`,
      headers: as(await admin()),
    });
    const moderator = await createConfirmedAccount(ctx);
    await ctx.database.db
      .insert(userRoles)
      .values({ userId: moderator.user.id, role: 'moderator' });
    const callers = {
      anonymous: undefined,
      pending: pending.cookie,
      member: member.cookie,
      moderator: moderator.cookie,
      admin: (await admin()).cookie,
    };
    const bodies = new Set<string>();
    for (const [who, cookie] of Object.entries(callers)) {
      const response = await resend(waiting.email, undefined, cookie);
      expect(response.statusCode, who).toBe(202);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    // The sign-up's mail and three resends: the quota, whoever asked.
    expect(await confirmationMails(waiting.email, 1 + 3)).toHaveLength(1 + 3);
    for (const account of [pending, member, moderator]) {
      expect(await confirmationMails(account.input.email)).toHaveLength(1);
    }
  });

  it('refuses another origin and limits one IP, like every auth route', async () => {
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email: 'a@example.az' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('ORIGIN_NOT_ALLOWED');

    const limited = await buildTestApp({}, { authLimits: { ...testAuthLimits, ipRequests: 2 } });
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/resend-confirmation',
        payload: { email: 'a@example.az' },
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '192.0.2.20',
      });
    expect([(await attempt()).statusCode, (await attempt()).statusCode]).toEqual([202, 202]);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    await limited.close();
  });

  it('refuses a malformed address with a typed error', async () => {
    for (const email of ['not-an-address', 'a\u0000b@example.az', 'x'.repeat(5000), 42]) {
      const response = await resend(email);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
