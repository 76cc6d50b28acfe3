import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles } from '../../db/schema';
import {
  approveWithPhoto,
  createConfirmedAccount,
  givePhoto,
  session,
  signIn,
} from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { appWithAdmin, getAs, postAs } from './admin.test-support';

let ctx: TestApp;
let admin: { id: string; cookie: string };
const logLines: string[] = [];
beforeAll(async () => {
  ({ ctx, admin } = await appWithAdmin({ logStream: { write: (line) => logLines.push(line) } }));
});
afterAll(async () => ctx.close());

const auditRowsFor = (targetUserId: string) =>
  ctx.database.db
    .select({
      actorId: auditLog.actorId,
      action: auditLog.action,
      details: auditLog.details,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .where(eq(auditLog.targetUserId, targetUserId))
    .orderBy(auditLog.createdAt);

const approve = async (userId: string, cookie = admin.cookie) => {
  await givePhoto(ctx, userId);
  return postAs(ctx, `/api/admin/users/${userId}/approve`, cookie);
};
const setActive = (userId: string, active: boolean, cookie = admin.cookie) =>
  postAs(ctx, `/api/admin/users/${userId}/active`, cookie, { active });
const makeAdmin = async (userId: string, cookie = admin.cookie) => {
  await approveWithPhoto(ctx, userId);
  return postAs(ctx, `/api/admin/users/${userId}/make-admin`, cookie);
};

describe('approving a profile', () => {
  it('refuses a profile without a photo with 409 PHOTO_REQUIRED (decision 037)', async () => {
    const { user } = await createConfirmedAccount(ctx);
    const refused = await postAs(ctx, `/api/admin/users/${user.id}/approve`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PHOTO_REQUIRED');
    expect(await auditRowsFor(user.id)).toEqual([]);
    await givePhoto(ctx, user.id);
    expect(
      (await postAs(ctx, `/api/admin/users/${user.id}/approve`, admin.cookie)).statusCode,
    ).toBe(200);
  });

  it('approves it once, records who did it, and writes one audit row', async () => {
    const { user } = await createConfirmedAccount(ctx, {
      firstName: 'Leyla',
      lastName: 'Həsənova',
    });
    const response = await approve(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: user.id,
      fullName: 'Leyla Həsənova',
      isApproved: true,
      role: 'user',
    });

    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ isApproved: true, approvedBy: admin.id });
    expect(profile!.approvedAt).toBeInstanceOf(Date);

    expect((await approve(user.id)).statusCode).toBe(200);
    expect(await auditRowsFor(user.id)).toEqual([
      { actorId: admin.id, action: 'approve', details: null, ip: '127.0.0.1' },
    ]);
  });

  it('logs the action with both ids and the address (SECURITY 26)', async () => {
    const { user } = await createConfirmedAccount(ctx);
    await approve(user.id);
    const entries = logLines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.targetUserId === user.id);
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'admin action',
        action: 'approve',
        actorId: admin.id,
        ip: '127.0.0.1',
      }),
    );
  });

  it('answers 404 for an unknown person and 400 for a malformed id', async () => {
    expect((await approve(randomUUID())).json().error.code).toBe('NOT_FOUND');
    expect((await setActive(randomUUID(), false)).statusCode).toBe(404);
    expect((await makeAdmin(randomUUID())).statusCode).toBe(404);
    expect((await approve('42')).json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('deactivating and activating (SECURITY 8)', () => {
  it('ends every session of the person at once, and sign-in is refused until reactivated', async () => {
    const { input, cookie, user } = await createConfirmedAccount(ctx);
    const otherDevice = (await signIn(ctx, input.email, input.password)).cookies.find(
      (c) => c.name === 'vusal_session',
    )!.value;
    expect(await session(ctx, cookie)).not.toBeNull();

    const response = await setActive(user.id, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isActive: false });
    expect(await session(ctx, cookie)).toBeNull();
    expect(await session(ctx, otherDevice)).toBeNull();
    expect((await signIn(ctx, input.email, input.password)).json().error.code).toBe(
      'ACCOUNT_DEACTIVATED',
    );

    expect((await setActive(user.id, true)).json()).toMatchObject({ isActive: true });
    expect((await signIn(ctx, input.email, input.password)).statusCode).toBe(200);
    expect(await auditRowsFor(user.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'deactivate',
        details: { endedSessions: 2 },
      }),
      expect.objectContaining({ actorId: admin.id, action: 'activate' }),
    ]);
  });

  it('does not bring back an account its owner deleted (S8)', async () => {
    const { cookie, user } = await createConfirmedAccount(ctx);
    await postAs(ctx, '/api/account/delete', cookie, { reason: 'found_someone' });
    const response = await setActive(user.id, true);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ACCOUNT_DELETED');
    expect(await auditRowsFor(user.id)).toEqual([]);
  });

  it('validates the body', async () => {
    const { user } = await createConfirmedAccount(ctx);
    const response = await postAs(ctx, `/api/admin/users/${user.id}/active`, admin.cookie, {
      active: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'active', message: 'validation.invalid' },
    ]);
  });
});

describe('making an admin (D4, S10)', () => {
  it('grants the role at once and records it', async () => {
    const { cookie, user } = await createConfirmedAccount(ctx);
    expect((await getAs(ctx, '/api/admin/users', cookie)).statusCode).toBe(403);

    const response = await makeAdmin(user.id);
    expect(response.json()).toMatchObject({ userId: user.id, role: 'admin' });
    expect((await session(ctx, cookie))!.role).toBe('admin');
    expect((await getAs(ctx, '/api/admin/users', cookie)).statusCode).toBe(200);

    expect((await makeAdmin(user.id)).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user.id), eq(auditLog.action, 'make_admin')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actorId).toBe(admin.id);
  });
});

describe('an admin cannot lock themselves out', () => {
  it('refuses self-deactivation, and keeps the session', async () => {
    const response = await setActive(admin.id, false);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ADMIN_SELF_LOCKOUT');
    expect((await session(ctx, admin.cookie))!.role).toBe('admin');
    expect(await auditRowsFor(admin.id)).toEqual([]);
  });

  it('lets another admin deactivate them', async () => {
    const second = await createConfirmedAccount(ctx);
    await makeAdmin(second.user.id);
    const response = await setActive(second.user.id, false);
    expect(response.statusCode).toBe(200);
    expect(await session(ctx, second.cookie)).toBeNull();
  });
});

describe('the audit log', () => {
  it('lists actions newest first with both names, filtered by person, page by page', async () => {
    const { user } = await createConfirmedAccount(ctx, {
      firstName: 'Nigar',
      lastName: 'Quliyeva',
    });
    await approve(user.id);
    await setActive(user.id, false);
    await setActive(user.id, true);

    const all = await getAs(ctx, '/api/admin/audit', admin.cookie);
    expect(all.json().items[0]).toMatchObject({
      action: 'activate',
      actor: { id: admin.id, name: 'Admin Baş' },
      target: { id: user.id, name: 'Nigar Quliyeva' },
      ip: '127.0.0.1',
    });

    const first = (
      await getAs(ctx, `/api/admin/audit?userId=${user.id}&limit=2`, admin.cookie)
    ).json();
    expect(first.items.map((entry: { action: string }) => entry.action)).toEqual([
      'activate',
      'deactivate',
    ]);
    const url = `/api/admin/audit?userId=${user.id}&limit=2&cursor=${first.nextCursor}`;
    const second = (await getAs(ctx, url, admin.cookie)).json();
    expect(second.items.map((entry: { action: string }) => entry.action)).toEqual(['approve']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a forged cursor', async () => {
    const response = await getAs(ctx, '/api/admin/audit?cursor=bm90LWpzb24', admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'cursor', message: 'validation.invalid' },
    ]);
  });
});
