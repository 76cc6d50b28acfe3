import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, profilePhotos, profiles, user, verifications } from '../../db/schema';
import { runExclusively } from '../../infra/jobs';
import { smallKeyOf } from '../../infra/storage/random-key';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import {
  post,
  requestAs,
  session,
  sessionCookie,
  signIn,
  signUp,
  signUpInput,
  tokenFromLink,
  waitForMail,
  createConfirmedAccount,
} from '../../../test/accounts';
import { chatWith } from '../chat/chat.test-support';
import type { Member } from '../likes/discovery.test-support';
import { retentionOf, runRule } from '../../../test/retention';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

const deleteAccount = (cookie: string, body: object = { reason: 'found_someone' }) =>
  post(ctx, '/api/account/delete', body, cookie);

const purgeJob = () => retentionOf(ctx, clock).deletedAccounts;

describe('account deletion (S8)', () => {
  it('needs a reason, and a text for "other"', async () => {
    const { cookie } = await createConfirmedAccount(ctx);
    expect((await deleteAccount(cookie, {})).json().error.issues[0].message).toBe(
      'validation.deletionReasonRequired',
    );
    expect(
      (await deleteAccount(cookie, { reason: 'other', otherReason: ' ' })).json().error.issues[0]
        .message,
    ).toBe('validation.deletionOtherRequired');
  });

  it('hides the profile, withdraws its approval, ends every session and mails the restore notice', async () => {
    const { input, cookie, user: created } = await createConfirmedAccount(ctx);
    await ctx.database.db
      .update(profiles)
      .set({ isApproved: true, approvedAt: new Date() })
      .where(eq(profiles.userId, created.id));
    const otherDevice = (await signIn(ctx, input.email, input.password)).cookies.find(
      (c) => c.name === 'vusal_session',
    )!.value;
    const response = await deleteAccount(cookie, { reason: 'other', otherReason: 'Moving abroad' });
    expect(response.statusCode).toBe(204);
    expect(await session(ctx, cookie)).toBeNull();
    expect(await session(ctx, otherDevice)).toBeNull();
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, created.id));
    expect(profile).toMatchObject({
      isActive: false,
      isApproved: false,
      deletedByUser: true,
      deletionReason: 'other',
      deletionNote: 'Moving abroad',
    });
    expect(profile!.deletedAt).toBeInstanceOf(Date);
    const mail = await waitForMail(ctx, input.email, 'account-deleted');
    expect(mail.text).toContain('90');
  });

  it('offers a restore at sign-in within 90 days, and restores on request', async () => {
    const { input, cookie } = await createConfirmedAccount(ctx);
    await deleteAccount(cookie);
    const offered = await signIn(ctx, input.email, input.password);
    expect(offered.statusCode).toBe(409);
    expect(offered.json().error.code).toBe('ACCOUNT_DELETED');
    expect(offered.cookies.find((c) => c.name === 'vusal_session')).toBeUndefined();
    expect((await signIn(ctx, input.email, 'Wrong1Password', { restore: true })).statusCode).toBe(
      401,
    );

    const restored = await signIn(ctx, input.email, input.password, { restore: true });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().user.profileStatus).toBe('pending');
  });

  it('puts a restored profile back in the approval queue (issue 7, B4)', async () => {
    const { input, cookie, user: created } = await createConfirmedAccount(ctx);
    await ctx.database.db
      .update(profiles)
      .set({ isApproved: true, approvedAt: clock.now() })
      .where(eq(profiles.userId, created.id));
    expect((await session(ctx, cookie))?.profileStatus).toBe('approved');
    await deleteAccount(cookie);

    const restored = await signIn(ctx, input.email, input.password, { restore: true });
    expect(restored.json().user.profileStatus).toBe('pending');
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, created.id));
    expect(profile).toMatchObject({ isApproved: false, approvedAt: null, isActive: true });
  });

  it('tells the owner when the account was restored, so it is welcomed back (issue 37, item 4)', async () => {
    const { input, cookie } = await createConfirmedAccount(ctx);
    const ownProfile = async (session: string) =>
      (await requestAs(ctx, { cookie: session }, 'GET', '/api/profiles/me')).json().profile;
    expect((await ownProfile(cookie)).restoredAt).toBeNull();
    await deleteAccount(cookie);

    const restored = await signIn(ctx, input.email, input.password, { restore: true });
    expect((await ownProfile(sessionCookie(restored)!)).restoredAt).toBe(clock.now().toISOString());
  });

  it('purges the account, its photos, its selfies and the files it sent (with their small copies) after 90 days; once', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#39c' } })
      .jpeg()
      .toBuffer();
    const input = signUpInput();
    await signUp(ctx, input, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' });
    const mail = await waitForMail(ctx, input.email, 'confirm-email');
    await post(ctx, '/api/auth/verify-email', { token: tokenFromLink(mail.link) });
    const cookie = (await signIn(ctx, input.email, input.password)).cookies.find(
      (c) => c.name === 'vusal_session',
    )!.value;
    const [{ photo }] = (await ctx.database.db
      .select({ photo: profiles.profilePhoto })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, input.email))) as [{ photo: string }];
    const me = (await session(ctx, cookie))!;
    const { matchId } = await chatWith(ctx.database.db, { id: me.id } as Member);
    const sent = { image: `chat/${randomUUID()}.jpg`, pdf: `chat/${randomUUID()}.pdf` };
    for (const key of [sent.image, smallKeyOf(sent.image), sent.pdf]) {
      await ctx.storage.put(key, jpeg, 'image/jpeg');
    }
    await ctx.database.db.insert(messages).values(
      [
        { key: sent.image, type: 'image' as const, mime: 'image/jpeg' },
        { key: sent.pdf, type: 'file' as const, mime: 'application/pdf' },
      ].map(({ key, type, mime }) => ({
        matchId,
        senderId: me.id,
        clientId: randomUUID(),
        type,
        attachmentKey: key,
        attachmentName: 'sent',
        attachmentMime: mime,
        attachmentSize: jpeg.length,
      })),
    );
    // A photo still waiting for review (decision 029) goes with the rest.
    const pendingPhoto = `photos/${randomUUID()}.jpg`;
    await ctx.storage.put(pendingPhoto, jpeg, 'image/jpeg');
    const [{ id: profileId }] = (await ctx.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, me.id))) as [{ id: string }];
    await ctx.database.db
      .insert(profilePhotos)
      .values({ profileId, photoKey: pendingPhoto, position: 1, state: 'pending' });
    // A selfie of the verification check (issue 23), which only its own job would delete later.
    const selfie = `selfies/${randomUUID()}.jpg`;
    await ctx.storage.put(selfie, jpeg, 'image/jpeg');
    await ctx.database.db.insert(verifications).values({
      userId: me.id,
      pose: 'thumb_up_chin',
      code: 'K7PX',
      status: 'waiting',
      selfieKey: selfie,
      selfieHash: '0123456789abcdef',
      submittedAt: new Date(),
    });
    await deleteAccount(cookie);

    clock.advance(89 * DAY_MS);
    expect((await runRule(ctx, clock, 'deletedAccounts', true)).accounts!.ids).not.toContain(me.id);
    expect(await runExclusively(ctx.database.db, purgeJob())).toBe(true);
    expect(
      await ctx.database.db.select().from(user).where(eq(user.email, input.email)),
    ).toHaveLength(1);

    clock.advance(2 * DAY_MS);
    // The dry run lists the account and its five files (the photos, selfie and sent files)…
    const listed = await runRule(ctx, clock, 'deletedAccounts', true);
    expect(listed.accounts!.ids).toContain(me.id);
    expect(listed.files!.count).toBeGreaterThanOrEqual(5);
    // …and deletes nothing.
    expect(await ctx.storage.get(selfie)).not.toBeNull();
    expect(
      await ctx.database.db.select().from(user).where(eq(user.email, input.email)),
    ).toHaveLength(1);
    await runExclusively(ctx.database.db, purgeJob());
    expect(
      await ctx.database.db.select().from(user).where(eq(user.email, input.email)),
    ).toHaveLength(0);
    expect(await ctx.storage.get(photo)).toBeNull();
    expect(await ctx.storage.get(smallKeyOf(photo))).toBeNull();
    for (const key of [sent.image, smallKeyOf(sent.image), sent.pdf, pendingPhoto, selfie]) {
      expect(await ctx.storage.get(key)).toBeNull();
    }
    expect((await signIn(ctx, input.email, input.password)).statusCode).toBe(401);

    expect(await runExclusively(ctx.database.db, purgeJob())).toBe(true);
    clock.set(new Date());
  });
});
