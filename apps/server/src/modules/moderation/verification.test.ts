import {
  VERIFICATION,
  verificationCodePattern,
  verificationPoses,
} from '@vusal/shared/catalog/verification';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, verifications } from '../../db/schema';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';
import { blockImage } from '../../../test/fixtures/block-image';
import { runRule } from '../../../test/retention';
import {
  member,
  pictureSeeds,
  sendSelfie,
  start,
  stateOf,
  submitted,
  withRole,
} from './verification.test-support';

const clock = manualClock();
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const seed = pictureSeeds(100);

describe('starting the selfie check (issue 23, item 1)', () => {
  it('hands out a pose of the list and a 4-character code, the same until a selfie is sent', async () => {
    const person = await member(ctx);
    expect(await stateOf(ctx, person)).toMatchObject({ status: 'not_started', triesLeft: 3 });
    const first = (await start(ctx, person)).json();
    expect(first).toMatchObject({ status: 'started', triesLeft: 2 });
    expect(verificationPoses).toContain(first.pose);
    expect(first.code).toMatch(verificationCodePattern);
    expect((await start(ctx, person)).json()).toMatchObject({ pose: first.pose, code: first.code });
  });

  it('needs a main photo to compare the selfie with', async () => {
    const person = await createConfirmedAccount(ctx);
    await ctx.database.db
      .update(profiles)
      .set({ isApproved: true })
      .where(eq(profiles.userId, person.user.id));
    const response = await start(ctx, person);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('VERIFICATION_PHOTO_REQUIRED');
  });

  it('allows 3 tries within a day, counted atomically, then again the next day', async () => {
    const mod = await withRole(ctx, 'moderator');
    const person = await member(ctx);
    for (let i = 0; i < 2; i += 1) {
      const id = await submitted(ctx, person, seed());
      await requestAs(ctx, mod, 'POST', `/api/admin/verifications/${id}/reject`, {
        reason: 'face_not_visible',
      });
    }
    // Five starts at once: one third try, never a fourth.
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(ctx, person)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().code)).size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.userId, person.user.id));
    expect(rows).toHaveLength(VERIFICATION.triesPerDay);

    const id = (await sendSelfie(ctx, person, seed())).json().selfieUrl.split('/').at(-1);
    await requestAs(ctx, mod, 'POST', `/api/admin/verifications/${id}/reject`, {
      reason: 'pose_or_code_wrong',
    });
    const refused = await start(ctx, person);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('VERIFICATION_LIMIT');
    expect(await stateOf(ctx, person)).toMatchObject({ status: 'rejected', triesLeft: 0 });

    clock.advance(DAY_MS + 1000);
    expect((await start(ctx, person)).statusCode).toBe(200);
  });
});

describe('the same selfie cannot be sent twice, by anyone (issue 23, item 3)', () => {
  it('refuses an identical or near-identical picture and accepts another', async () => {
    const picture = await blockImage(seed());
    const first = await member(ctx);
    await start(ctx, first);
    expect((await sendSelfie(ctx, first, picture)).statusCode).toBe(200);

    const second = await member(ctx, 'male');
    await start(ctx, second);
    const same = await sendSelfie(ctx, second, picture);
    expect(same.statusCode).toBe(409);
    expect(same.json().error.code).toBe('SELFIE_REUSED');
    const reworked = await sharp(picture).resize(130).jpeg({ quality: 50 }).toBuffer();
    expect((await sendSelfie(ctx, second, reworked)).json().error.code).toBe('SELFIE_REUSED');
    expect(await stateOf(ctx, second)).toMatchObject({ status: 'started', selfieUrl: null });
    expect((await sendSelfie(ctx, second, seed())).statusCode).toBe(200);
  });

  it('refuses a selfie without a try in progress, and a file that is not an image', async () => {
    const person = await member(ctx);
    expect((await sendSelfie(ctx, person, seed())).statusCode).toBe(409);
    await start(ctx, person);
    const text = await sendSelfie(ctx, person, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(415);
  });
});

describe('the moderators decide (issue 23, item 2)', () => {
  it('shows the queue oldest first; an approval gives the badge, clears a request, is audited', async () => {
    const mod = await withRole(ctx, 'moderator');
    const older = await member(ctx);
    const person = await member(ctx);
    await ctx.database.db
      .update(profiles)
      .set({ verificationRequired: true })
      .where(eq(profiles.userId, person.user.id));
    const olderId = await submitted(ctx, older, seed());
    clock.advance(5 * 60_000);
    const id = await submitted(ctx, person, seed());
    clock.advance(2 * 60_000);
    const state = await stateOf(ctx, person);
    expect(state).toMatchObject({
      status: 'waiting',
      selfieUrl: `/api/verification/selfies/${id}`,
    });

    const queue = (await requestAs(ctx, mod, 'GET', '/api/admin/verifications')).json().items;
    const mine = queue.filter((item: { id: string }) => [olderId, id].includes(item.id));
    expect(mine.map((item: { id: string }) => item.id)).toEqual([olderId, id]);
    expect(mine[0].waitedMinutes).toBe(7);
    expect(mine[1]).toMatchObject({
      userId: person.user.id,
      pose: state.pose,
      code: state.code,
      selfieUrl: state.selfieUrl,
      age: expect.any(Number),
      photoUrls: [expect.stringMatching(/^\/api\/photos\//)],
      waitedMinutes: 2,
    });

    const other = await member(ctx, 'male');
    // Asked to verify, the member answers others as absent until the check clears (decision 039).
    const before = await requestAs(ctx, other, 'GET', `/api/profiles/${person.user.id}`);
    expect(before.statusCode).toBe(404);
    const approve = await requestAs(ctx, mod, 'POST', `/api/admin/verifications/${id}/approve`);
    expect(approve.statusCode).toBe(204);
    expect(await stateOf(ctx, person)).toMatchObject({ status: 'verified' });
    const after = (await requestAs(ctx, other, 'GET', `/api/profiles/${person.user.id}`)).json();
    expect(after.profile.isVerified).toBe(true);
    const [row] = await ctx.database.db
      .select({ required: profiles.verificationRequired })
      .from(profiles)
      .where(eq(profiles.userId, person.user.id));
    expect(row!.required).toBe(false);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, person.user.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'approve_verification', actorId: mod.user.id }),
    ]);
    const again = await requestAs(ctx, mod, 'POST', `/api/admin/verifications/${id}/approve`);
    expect(again.statusCode).toBe(404);
  });

  it('rejects with a reason from the list and a note the member reads; audited', async () => {
    const admin = await withRole(ctx, 'admin');
    const person = await member(ctx);
    const id = await submitted(ctx, person, seed());
    const wrong = await requestAs(ctx, admin, 'POST', `/api/admin/verifications/${id}/reject`, {
      reason: 'ugly',
    });
    expect(wrong.statusCode).toBe(400);
    const note = 'Hold the paper so the code is readable.';
    const rejected = await requestAs(ctx, admin, 'POST', `/api/admin/verifications/${id}/reject`, {
      reason: 'pose_or_code_wrong',
      note,
    });
    expect(rejected.statusCode).toBe(204);
    expect(await stateOf(ctx, person)).toMatchObject({
      status: 'rejected',
      rejectReason: 'pose_or_code_wrong',
      note,
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, person.user.id));
    expect(entry).toMatchObject({
      action: 'reject_verification',
      details: { reason: 'pose_or_code_wrong', note },
    });
  });

  it('does not let a moderator decide their own selfie', async () => {
    const mod = await withRole(ctx, 'moderator');
    const id = await submitted(ctx, mod, seed());
    const response = await requestAs(ctx, mod, 'POST', `/api/admin/verifications/${id}/approve`);
    expect(response.statusCode).toBe(409);
  });
});

describe('decided selfies are deleted after 30 days (issue 23, item 1)', () => {
  it('removes the file and keeps the hash, so the picture stays refused', async () => {
    const mod = await withRole(ctx, 'moderator');
    const person = await member(ctx);
    const picture = seed();
    const id = await submitted(ctx, person, picture);
    await requestAs(ctx, mod, 'POST', `/api/admin/verifications/${id}/reject`, {
      reason: 'several_people',
    });
    const url = `/api/verification/selfies/${id}`;
    const [{ key }] = (await ctx.database.db
      .select({ key: verifications.selfieKey })
      .from(verifications)
      .where(eq(verifications.id, id))) as [{ key: string }];
    clock.advance(29 * DAY_MS);
    expect((await runRule(ctx, clock, 'decidedSelfies', true)).selfies!.ids).not.toContain(id);
    await runRule(ctx, clock, 'decidedSelfies');
    expect((await requestAs(ctx, person, 'GET', url)).statusCode).toBe(200);

    clock.advance(DAY_MS + 1000);
    expect((await runRule(ctx, clock, 'decidedSelfies', true)).selfies!.ids).toContain(id);
    expect((await requestAs(ctx, person, 'GET', url)).statusCode).toBe(200);
    expect((await runRule(ctx, clock, 'decidedSelfies')).selfies!.ids).toContain(id);
    expect((await requestAs(ctx, person, 'GET', url)).statusCode).toBe(404);
    expect(await ctx.storage.get(key)).toBeNull();
    const [row] = await ctx.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.id, id));
    expect(row).toMatchObject({
      selfieKey: null,
      selfieHash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    await start(ctx, person);
    expect((await sendSelfie(ctx, person, picture)).json().error.code).toBe('SELFIE_REUSED');
  });
});
