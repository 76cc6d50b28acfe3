import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user, verification } from '../../db/schema';
import { smallKeyOf } from '../../infra/storage/random-key';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from '../../../test/app';
import {
  confirmEmail,
  createConfirmedAccount,
  signUp,
  signUpInput,
  tokenFromLink,
  waitForMail,
} from '../../../test/accounts';
import { runRule } from '../../../test/retention';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const clock = manualClock(new Date());
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

const resend = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/resend-confirmation',
    payload: { email },
    headers: { origin: TEST_ORIGIN },
  });

/** The confirmation links still stored for the account. */
const linksOf = (userId: string) =>
  ctx.database.db
    .select({ id: verification.id })
    .from(verification)
    .where(like(verification.value, `%${userId}%`));

describe('sign-ups never confirmed are removed after 7 days (issue 36, item 6)', () => {
  it('keeps one until the 7 days end, lists it in a dry run, then removes it with its photo and links', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c93' } })
      .jpeg()
      .toBuffer();
    const input = signUpInput();
    await signUp(ctx, input, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' });
    await waitForMail(ctx, input.email, 'confirm-email');
    const confirmed = await createConfirmedAccount(ctx);
    const [account] = (await ctx.database.db
      .select({ id: user.id, createdAt: user.createdAt, photo: profiles.profilePhoto })
      .from(user)
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.email, input.email))) as [{ id: string; createdAt: Date; photo: string }];
    const userRow = () => ctx.database.db.select().from(user).where(eq(user.id, account.id));

    clock.set(new Date(account.createdAt.getTime() + 7 * DAY_MS - MINUTE_MS));
    expect((await runRule(ctx, clock, 'unconfirmedSignUps', true)).accounts!.ids).not.toContain(
      account.id,
    );
    await runRule(ctx, clock, 'unconfirmedSignUps');
    expect(await userRow()).toHaveLength(1);
    // A link asked for now is still valid when the account goes; it must go with it.
    expect((await resend(input.email)).statusCode).toBe(202);
    await waitForMail(ctx, input.email, 'confirm-email', 1);
    const mails = (await ctx.mailer.outbox()).filter((mail) => mail.to === input.email);
    const lateToken = tokenFromLink(mails.at(-1)!.link);

    clock.advance(2 * MINUTE_MS);
    const listed = await runRule(ctx, clock, 'unconfirmedSignUps', true);
    expect(listed.accounts!.ids).toContain(account.id);
    expect(listed.accounts!.ids).not.toContain(confirmed.user.id);
    expect(listed.files!.count).toBeGreaterThanOrEqual(1);
    expect(await userRow()).toHaveLength(1);
    expect(await ctx.storage.get(account.photo)).not.toBeNull();

    expect((await runRule(ctx, clock, 'unconfirmedSignUps')).accounts!.ids).toContain(account.id);
    expect(await userRow()).toHaveLength(0);
    expect(await ctx.storage.get(account.photo)).toBeNull();
    expect(await ctx.storage.get(smallKeyOf(account.photo))).toBeNull();
    expect(await linksOf(account.id)).toEqual([]);
    expect((await confirmEmail(ctx, lateToken)).json().error.code).toBe('INVALID_TOKEN');
    // The confirmed account stays, and the address is free for a new sign-up.
    expect(
      await ctx.database.db.select().from(user).where(eq(user.id, confirmed.user.id)),
    ).toHaveLength(1);
    expect((await signUp(ctx, input)).statusCode).toBe(202);
    expect(
      await ctx.database.db.select().from(user).where(eq(user.email, input.email)),
    ).toHaveLength(1);
    clock.set(new Date());
  });
});
