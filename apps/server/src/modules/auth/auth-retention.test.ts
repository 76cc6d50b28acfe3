import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailQuota,
  pushSubscriptions,
  session,
  signInAttempts,
  verification,
} from '../../db/schema';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from '../../../test/app';
import {
  createConfirmedAccount,
  signIn,
  signUpForConfirmation,
  signUpInput,
} from '../../../test/accounts';
import { runRule } from '../../../test/retention';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const start = new Date('2026-03-01T10:00:00Z');
const clock = manualClock(start);
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

const at = (ms: number) => clock.set(new Date(start.getTime() + ms));
const sweep = (dryRun = false) => runRule(ctx, clock, 'expiredSessions', dryRun);

describe('expired sessions, links and counters go at once (issue 36, item 6)', () => {
  it('removes each at the first run after it expires, never before; a dry run only lists', async () => {
    const person = await createConfirmedAccount(ctx);
    const [{ id: sessionId, expiresAt }] = (await ctx.database.db
      .select({ id: session.id, expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, person.user.id))) as [{ id: string; expiresAt: Date }];
    const [{ id: subscriptionId }] = (await ctx.database.db
      .insert(pushSubscriptions)
      .values({
        userId: person.user.id,
        sessionId,
        endpoint: 'https://push.example.test/retention',
        p256dh: 'key',
        auth: 'secret',
      })
      .returning({ id: pushSubscriptions.id })) as [{ id: string }];
    // A confirmation link (24 hours), a mail counter (1 hour) and a sign-in counter (15 minutes).
    const waiting = signUpInput();
    await signUpForConfirmation(ctx, waiting);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email: waiting.email },
      headers: { origin: TEST_ORIGIN },
    });
    expect((await signIn(ctx, person.input.email, 'Wrong7Password')).statusCode).toBe(401);
    const links = (await ctx.database.db.select({ id: verification.id }).from(verification)).map(
      ({ id }) => id,
    );
    expect(links).toHaveLength(2);

    at(15 * MINUTE_MS - 1000);
    expect((await sweep())['sign-in-counters']!.count).toBe(0);
    at(15 * MINUTE_MS + 1000);
    expect((await sweep(true))['sign-in-counters']!.count).toBe(1);
    expect(await ctx.database.db.select().from(signInAttempts)).toHaveLength(1);
    expect((await sweep())['sign-in-counters']!.count).toBe(1);
    expect(await ctx.database.db.select().from(signInAttempts)).toEqual([]);

    at(HOUR_MS - 1000);
    expect((await sweep())['mail-counters']!.count).toBe(0);
    at(HOUR_MS + 1000);
    expect((await sweep())['mail-counters']!.count).toBe(1);
    expect(await ctx.database.db.select().from(mailQuota)).toEqual([]);

    at(24 * HOUR_MS - 1000);
    expect((await sweep())['e-mail-links']!.ids).toEqual([]);
    at(24 * HOUR_MS + 1000);
    expect((await sweep(true))['e-mail-links']!.ids.sort()).toEqual([...links].sort());
    expect(await ctx.database.db.select().from(verification)).toHaveLength(2);
    expect((await sweep())['e-mail-links']!.ids.sort()).toEqual([...links].sort());
    expect(await ctx.database.db.select().from(verification)).toEqual([]);

    clock.set(new Date(expiresAt.getTime() - 1000));
    expect((await sweep())['sessions']!.ids).toEqual([]);
    clock.set(new Date(expiresAt.getTime() + 1000));
    const listed = await sweep(true);
    expect(listed['sessions']!.ids).toEqual([sessionId]);
    expect(listed['push-subscriptions']!.ids).toEqual([subscriptionId]);
    expect(await ctx.database.db.select().from(session)).toHaveLength(1);
    await sweep();
    expect(await ctx.database.db.select().from(session)).toEqual([]);
    expect(await ctx.database.db.select().from(pushSubscriptions)).toEqual([]);
  });
});
