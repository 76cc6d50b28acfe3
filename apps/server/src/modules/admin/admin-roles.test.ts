import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { approveWithPhoto, createConfirmedAccount, session } from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { appWithAdmin, getAs, postAs } from './admin.test-support';

let ctx: TestApp;
let owner: { id: string; cookie: string };
beforeAll(async () => {
  ({ ctx, admin: owner } = await appWithAdmin());
});
afterAll(async () => ctx.close());

const makeAdmin = (userId: string, cookie: string) =>
  postAs(ctx, `/api/admin/users/${userId}/make-admin`, cookie);
const removeAdmin = (userId: string, cookie: string) =>
  postAs(ctx, `/api/admin/users/${userId}/remove-admin`, cookie);

const auditActionsFor = async (targetUserId: string) =>
  (
    await ctx.database.db
      .select({ actorId: auditLog.actorId, action: auditLog.action, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.targetUserId, targetUserId))
      .orderBy(auditLog.createdAt)
  ).filter((row) => row.action === 'remove_admin');

/** Another admin, made one by the ADMIN_EMAIL account. */
async function secondAdmin() {
  const account = await createConfirmedAccount(ctx);
  await approveWithPhoto(ctx, account.user.id);
  expect((await makeAdmin(account.user.id, owner.cookie)).statusCode).toBe(200);
  return { id: account.user.id, cookie: account.cookie };
}

describe('taking the admin role back (D4, issue 7 B6)', () => {
  it('takes it from another admin on their next request, and audits it once', async () => {
    const other = await secondAdmin();
    expect((await getAs(ctx, '/api/admin/users', other.cookie)).statusCode).toBe(200);

    const response = await removeAdmin(other.id, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: other.id, role: 'user' });
    expect((await session(ctx, other.cookie))!.role).toBe('user');
    expect((await getAs(ctx, '/api/admin/users', other.cookie)).statusCode).toBe(403);

    // Repeating it changes nothing and records nothing.
    expect((await removeAdmin(other.id, owner.cookie)).json()).toMatchObject({ role: 'user' });
    expect(await auditActionsFor(other.id)).toEqual([
      { actorId: owner.id, action: 'remove_admin', ip: '127.0.0.1' },
    ]);
  });

  it('lets an admin made by another admin remove a third one', async () => {
    const second = await secondAdmin();
    const third = await secondAdmin();
    const response = await removeAdmin(third.id, second.cookie);
    expect(response.json()).toMatchObject({ role: 'user' });
    expect(await auditActionsFor(third.id)).toEqual([
      { actorId: second.id, action: 'remove_admin', ip: '127.0.0.1' },
    ]);
  });

  it('refuses to take it from oneself', async () => {
    const other = await secondAdmin();
    const response = await removeAdmin(other.id, other.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ADMIN_SELF_LOCKOUT');
    expect((await session(ctx, other.cookie))!.role).toBe('admin');
    expect(await auditActionsFor(other.id)).toEqual([]);
  });

  it('refuses to take it from the ADMIN_EMAIL account', async () => {
    const other = await secondAdmin();
    const response = await removeAdmin(owner.id, other.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ADMIN_ROLE_PROTECTED');
    expect((await session(ctx, owner.cookie))!.role).toBe('admin');
    expect(await auditActionsFor(owner.id)).toEqual([]);
  });

  it('flags the ADMIN_EMAIL account in the users table, so the panel offers no removal', async () => {
    const other = await secondAdmin();
    const { items } = (await getAs(ctx, '/api/admin/users?limit=100', owner.cookie)).json();
    const flagOf = (id: string) =>
      items.find((item: { userId: string }) => item.userId === id)?.isAdminEmail;
    expect(flagOf(owner.id)).toBe(true);
    expect(flagOf(other.id)).toBe(false);
  });

  it('is admin-only: a member gets 403 and nothing changes', async () => {
    const other = await secondAdmin();
    const member = await createConfirmedAccount(ctx);
    const response = await removeAdmin(other.id, member.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect((await session(ctx, other.cookie))!.role).toBe('admin');
  });

  it('answers 404 for an unknown person', async () => {
    const response = await removeAdmin('00000000-0000-4000-8000-00000000dead', owner.cookie);
    expect(response.statusCode).toBe(404);
  });
});

describe('the moderator role (issue 23, item 8)', () => {
  const roleCall = (action: string, userId: string, cookie: string) =>
    postAs(ctx, `/api/admin/users/${userId}/${action}`, cookie);

  it('an admin makes a member a moderator and takes it back, each audited once', async () => {
    const account = await createConfirmedAccount(ctx);
    const id = account.user.id;
    await approveWithPhoto(ctx, id);
    const made = await roleCall('make-moderator', id, owner.cookie);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ userId: id, role: 'moderator' });
    expect((await session(ctx, account.cookie))!.role).toBe('moderator');
    expect((await getAs(ctx, '/api/admin/reports', account.cookie)).statusCode).toBe(200);
    expect((await getAs(ctx, '/api/admin/users', account.cookie)).statusCode).toBe(403);
    // A moderator cannot hand out roles.
    const other = await createConfirmedAccount(ctx);
    await approveWithPhoto(ctx, other.user.id);
    expect((await roleCall('make-moderator', other.user.id, account.cookie)).statusCode).toBe(403);
    expect((await roleCall('make-moderator', id, owner.cookie)).statusCode).toBe(200);

    const removed = await roleCall('remove-moderator', id, owner.cookie);
    expect(removed.json()).toMatchObject({ role: 'user' });
    expect((await getAs(ctx, '/api/admin/reports', account.cookie)).statusCode).toBe(403);
    expect((await roleCall('remove-moderator', id, owner.cookie)).statusCode).toBe(200);

    const actions = await ctx.database.db
      .select({ actorId: auditLog.actorId, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetUserId, id))
      .orderBy(auditLog.createdAt);
    expect(actions).toEqual([
      { actorId: owner.id, action: 'make_moderator' },
      { actorId: owner.id, action: 'remove_moderator' },
    ]);
  });

  it('an admin is not made "only" a moderator, and remove-moderator leaves an admin alone', async () => {
    const other = await secondAdmin();
    const response = await roleCall('make-moderator', other.id, owner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
    expect((await roleCall('remove-moderator', other.id, owner.cookie)).json().role).toBe('admin');
  });
});
