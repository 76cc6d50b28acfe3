import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { as, createConfirmedAccount, type Person, requestAs } from '../../../test/accounts';
import { approved, getProfile, makeAdmin, uploadPhoto } from '../profiles/profiles.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const upload = (person: Person, color: string) => uploadPhoto(ctx, person, color);

const own = async (person: Person) =>
  (await ctx.app.inject({ url: '/api/profiles/me', headers: as(person) })).json().profile;

const seenBy = async (viewer: Person, member: Person) =>
  (await getProfile(ctx, viewer, member.user.id)).json().profile.photoUrl as string | null;

async function moderator() {
  const person = await approved(ctx);
  await ctx.database.db.insert(userRoles).values({ userId: person.user.id, role: 'moderator' });
  return person;
}

describe('a photo added after approval waits for review (decisions 029, 037)', () => {
  it('others keep the approved photo until a moderator accepts the new one', async () => {
    // The first photo, sent before approval, is the approved one.
    const member = await createConfirmedAccount(ctx);
    expect((await upload(member, '#f00')).statusCode).toBe(201);
    await ctx.database.db
      .update(profiles)
      .set({ isApproved: true })
      .where(eq(profiles.userId, member.user.id));
    const other = await approved(ctx, 'male');
    const mod = await moderator();
    const approvedUrl = await seenBy(other, member);
    expect(approvedUrl).toMatch(/^\/api\/photos\/[\w-]+$/);

    const [, changed] = (await upload(member, '#00f')).json().photos;
    expect(changed.url).toMatch(/^\/api\/photos\/[\w-]+$/);
    expect((await own(member)).pendingReview).toEqual({ since: expect.any(String) });
    expect(await seenBy(other, member)).toBe(approvedUrl);
    // The member puts the new photo first; others still see the approved one until it is accepted.
    await requestAs(ctx, member, 'POST', `/api/profiles/me/photos/${changed.id}/main`);
    expect(await seenBy(other, member)).toBe(approvedUrl);

    const queue = (await ctx.app.inject({ url: '/api/admin/reviews', headers: as(mod) })).json();
    expect(queue.items).toEqual([
      expect.objectContaining({
        photoId: changed.id,
        userId: member.user.id,
        photoUrl: approvedUrl,
        pendingPhotoUrl: changed.url,
        waitedMinutes: expect.any(Number),
      }),
    ]);

    expect(
      (await requestAs(ctx, mod, 'POST', `/api/admin/reviews/${changed.id}/accept`)).statusCode,
    ).toBe(204);
    const published = await seenBy(other, member);
    expect(published).not.toBe(approvedUrl);
    expect((await getProfile(ctx, other, member.user.id)).json().profile.photos).toEqual([
      published,
      approvedUrl,
    ]);
    expect((await own(member)).pendingReview).toBeNull();
    expect((await own(member)).photoUrl).toBe(published);
    const served = await ctx.app.inject({ url: published!, headers: as(other) });
    expect(served.statusCode).toBe(200);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, member.user.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'accept_change', actorId: mod.user.id }),
    ]);
    expect(
      (await ctx.app.inject({ url: '/api/admin/reviews', headers: as(mod) })).json().items,
    ).toEqual([]);
  });

  it('others see no photo while the first one waits; a rejection discards it with a reason', async () => {
    const member = await approved(ctx);
    const other = await approved(ctx, 'male');
    const admin = await approved(ctx);
    await makeAdmin(ctx, admin);
    const [waiting] = (await upload(member, '#0f0')).json().photos;
    const pending = waiting.url as string;
    expect(await seenBy(other, member)).toBeNull();
    expect((await ctx.app.inject({ url: pending, headers: as(member) })).statusCode).toBe(200);

    const reason = 'Your face is not visible in this photo.';
    const rejected = await requestAs(
      ctx,
      admin,
      'POST',
      `/api/admin/reviews/${waiting.id}/reject`,
      { reason },
    );
    expect(rejected.statusCode).toBe(204);
    const mine = await own(member);
    expect(mine).toMatchObject({
      photoUrl: null,
      pendingReview: null,
      changeRejectedReason: reason,
    });
    expect((await ctx.app.inject({ url: pending, headers: as(member) })).statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, member.user.id));
    expect(row).toMatchObject({ profilePhoto: null, additionalPhotos: [] });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, member.user.id));
    expect(entry).toMatchObject({
      action: 'reject_change',
      details: { photo: true, photoId: waiting.id, reason },
    });

    // A new photo clears the old reason.
    expect((await upload(member, '#ff0')).statusCode).toBe(201);
    expect((await own(member)).changeRejectedReason).toBeNull();
  });

  it('a profile not yet approved publishes its photo at once', async () => {
    const member = await createConfirmedAccount(ctx);
    expect((await upload(member, '#0ff')).statusCode).toBe(201);
    const profile = await own(member);
    expect(profile.photoUrl).toMatch(/^\/api\/photos\/[\w-]+$/);
    expect(profile.pendingReview).toBeNull();
  });

  it('only moderators and admins reach the queue and decisions; only they and the owner the waiting photo', async () => {
    const member = await approved(ctx);
    const pendingMember = await createConfirmedAccount(ctx);
    const other = await approved(ctx, 'male');
    const mod = await moderator();
    const admin = await approved(ctx);
    await makeAdmin(ctx, admin);
    const [waiting] = (await upload(member, '#123')).json().photos;
    const photoUrl = waiting.url as string;
    const decide = `/api/admin/reviews/${waiting.id}`;

    const cases: [Person | undefined, number, number][] = [
      [undefined, 401, 401],
      // A pending account is told so first, as for any photo.
      [pendingMember, 403, 403],
      [other, 403, 404],
      [member, 403, 200],
      [mod, 200, 200],
      [admin, 200, 200],
    ];
    for (const [viewer, route, photo] of cases) {
      const headers = viewer ? as(viewer) : {};
      expect((await ctx.app.inject({ url: '/api/admin/reviews', headers })).statusCode).toBe(route);
      expect((await ctx.app.inject({ url: photoUrl, headers })).statusCode).toBe(photo);
      if (route !== 200) {
        expect((await requestAs(ctx, viewer, 'POST', `${decide}/accept`)).statusCode).toBe(route);
        expect(
          (await requestAs(ctx, viewer, 'POST', `${decide}/reject`, { reason: 'x' })).statusCode,
        ).toBe(route);
      }
    }
    expect((await own(member)).pendingReview).not.toBeNull();
  });

  it('refuses hostile input with a 400 and a missing change with a 404', async () => {
    const mod = await moderator();
    const member = await approved(ctx);
    const [waiting] = (await upload(member, '#321')).json().photos;
    const decide = `/api/admin/reviews/${waiting.id}`;
    for (const payload of [
      {},
      { reason: '' },
      { reason: 'a\u0000b' },
      { reason: 'x'.repeat(10_000) },
      { reason: 5 },
    ]) {
      const response = await requestAs(ctx, mod, 'POST', `${decide}/reject`, payload);
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await requestAs(ctx, mod, 'POST', '/api/admin/reviews/not-an-id/accept')).statusCode,
    ).toBe(400);
    expect((await requestAs(ctx, mod, 'POST', '/api/admin/reviews/a%00b/accept')).statusCode).toBe(
      400,
    );
    const nobody = crypto.randomUUID();
    expect(
      (await requestAs(ctx, mod, 'POST', `/api/admin/reviews/${nobody}/accept`)).statusCode,
    ).toBe(404);
    const ownChange = await upload(mod, '#456');
    expect(ownChange.statusCode).toBe(201);
    const [mine] = ownChange.json().photos;
    expect(
      (await requestAs(ctx, mod, 'POST', `/api/admin/reviews/${mine.id}/accept`)).json().error.code,
    ).toBe('ADMIN_SELF_LOCKOUT');
    // A decided photo is no longer waiting.
    expect((await requestAs(ctx, mod, 'POST', `${decide}/accept`)).statusCode).toBe(204);
    expect((await requestAs(ctx, mod, 'POST', `${decide}/accept`)).statusCode).toBe(404);
  });
});
