import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, userRoles } from '../../db/schema';
import { createConfirmedAccount, givePhoto, waitForMail } from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { appWithAdmin, getAs, postAs } from './admin.test-support';

let ctx: TestApp;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  ({ ctx, admin } = await appWithAdmin());
});
afterAll(async () => ctx.close());

const rejectAs = (cookie: string | undefined, userId: string, payload: object) =>
  postAs(ctx, `/api/admin/users/${userId}/reject`, cookie, payload);
const reject = (userId: string, payload: object) => rejectAs(admin.cookie, userId, payload);

const ownRejection = async (cookie: string) =>
  (await getAs(ctx, '/api/profiles/me', cookie)).json().profile.rejection as unknown;

const body = { reasons: ['photo_unclear', 'bio_missing'], note: 'Bir az daha aydın şəkil.' };

describe('reject a pending profile with a reason (issue 23, item 9)', () => {
  it('stores the reasons with its audit row, keeps the profile pending and mails the member', async () => {
    const { input, user, cookie } = await createConfirmedAccount(ctx, { language: 'ru' });
    const response = await reject(user.id, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isApproved: false,
      rejection: { reasons: body.reasons, note: body.note },
    });
    expect(await ownRejection(cookie)).toMatchObject({ reasons: body.reasons, note: body.note });

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, user.id));
    expect(audit).toMatchObject([
      { action: 'reject_profile', actorId: admin.id, details: { reasons: body.reasons } },
    ]);

    const mail = await waitForMail(ctx, input.email, 'profile-rejected');
    expect(mail.subject).toBe('Vüsal: в профиле нужны изменения');
    expect(mail.link).toMatch(/\/ru\/edit-profile$/);
    expect(mail.text).toContain('На фото не видно вашего лица');
    expect(mail.text).toContain(body.note);
  });

  it('is cleared by the approval', async () => {
    const { user, cookie } = await createConfirmedAccount(ctx);
    await reject(user.id, { reasons: ['no_photo'] });
    expect(await ownRejection(cookie)).toMatchObject({ reasons: ['no_photo'], note: null });
    await givePhoto(ctx, user.id);
    expect(
      (await postAs(ctx, `/api/admin/users/${user.id}/approve`, admin.cookie)).statusCode,
    ).toBe(200);
    expect(await ownRejection(cookie)).toBeNull();
  });

  it('answers 409 for an approved profile and 404 for no profile', async () => {
    const { user } = await createConfirmedAccount(ctx);
    await givePhoto(ctx, user.id);
    await postAs(ctx, `/api/admin/users/${user.id}/approve`, admin.cookie);
    expect((await reject(user.id, body)).statusCode).toBe(409);
    // An id no account has.
    expect(
      (
        await reject(
          admin.id.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
          body,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses hostile or incomplete bodies with a 400 and stores nothing', async () => {
    const { user } = await createConfirmedAccount(ctx);
    const bodies = [
      {},
      { reasons: [] },
      { reasons: ['made_up'] },
      { reasons: 'no_photo' },
      { reasons: ['other'], note: 'x'.repeat(501) },
      { reasons: ['other'], note: 'a\u0000b' },
      { reasons: Array.from({ length: 10_000 }, () => 'other') },
    ];
    for (const payload of bodies) {
      const response = await reject(user.id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const [row] = await ctx.database.db
      .select({ rejectedAt: profiles.rejectedAt })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(row?.rejectedAt).toBeNull();
  });

  it('is for admins only; the rejection is seen by the member and admins alone', async () => {
    const target = await createConfirmedAccount(ctx);
    await reject(target.user.id, body);
    const pendingOther = await createConfirmedAccount(ctx);
    const approved = await createConfirmedAccount(ctx);
    await givePhoto(ctx, approved.user.id);
    await postAs(ctx, `/api/admin/users/${approved.user.id}/approve`, admin.cookie);
    const moderator = await createConfirmedAccount(ctx);
    await ctx.database.db
      .insert(userRoles)
      .values({ userId: moderator.user.id, role: 'moderator' });

    // Approving is for admins only, so asking for changes is too.
    const expected: [string | undefined, number][] = [
      [undefined, 401],
      [pendingOther.cookie, 403],
      [approved.cookie, 403],
      [moderator.cookie, 403],
    ];
    for (const [cookie, status] of expected) {
      expect((await rejectAs(cookie, target.user.id, body)).statusCode).toBe(status);
      const profile = await getAs(ctx, `/api/profiles/${target.user.id}`, cookie);
      expect(profile.body).not.toContain(body.note);
      expect(profile.body).not.toContain('rejection');
      const users = await getAs(ctx, '/api/admin/users', cookie);
      expect(users.statusCode).toBe(status);
    }
    const list = await getAs(ctx, '/api/admin/users?status=pending', admin.cookie);
    expect(list.body).toContain(body.note);
    expect(await ownRejection(target.cookie)).toMatchObject({ note: body.note });
  });
});
