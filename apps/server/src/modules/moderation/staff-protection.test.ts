import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appeals,
  auditLog,
  bannedIdentities,
  profiles,
  sanctions,
  userRoles,
} from '../../db/schema';
import { createConfirmedAccount, givePhoto, signIn, STRONG_PASSWORD } from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { ADMIN_EMAIL, appWithAdmin, insertReport } from '../admin/admin.test-support';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';

// SECURITY 37 (issue 34, item 2): decisions about staff are for admins only, nobody's reach the
// ADMIN_EMAIL account, and every refusal is audited.
let ctx: TestApp;
let owner: Member;
beforeAll(async () => {
  const built = await appWithAdmin();
  ctx = built.ctx;
  owner = { ...built.admin, profileId: '', name: 'Admin Baş' };
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;

async function staff(role: 'moderator' | 'admin'): Promise<Member> {
  const [member] = await insertMembers(db(), [{ gender: 'male' }]);
  await db().insert(userRoles).values({ userId: member!.id, role });
  return member!;
}

async function decide(by: Member, targetUserId: string, body: object) {
  const [reporter] = await insertMembers(db(), [{}]);
  const reportId = await insertReport(db(), {
    reporterId: reporter!.id,
    targetUserId,
    reason: 'harassment',
  });
  return api(ctx, by).post(`/api/admin/reports/${reportId}/decision`, body);
}

const refusalsAbout = (targetUserId: string) =>
  db()
    .select({ actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, targetUserId), eq(auditLog.action, 'refuse_sanction')));

const sanctionsOf = (userId: string) =>
  db().select().from(sanctions).where(eq(sanctions.userId, userId));

function expectProtected(response: Awaited<ReturnType<typeof decide>>) {
  expect(response.statusCode).toBe(403);
  expect(response.json().error).toMatchObject({
    code: 'STAFF_PROTECTED',
    message: 'errors.STAFF_PROTECTED',
  });
}

describe('decisions about staff (SECURITY 37)', () => {
  it('a moderator cannot suspend or ban an admin: refused, audited, nothing changes', async () => {
    const mod = await staff('moderator');
    const admin = await staff('admin');
    expectProtected(await decide(mod, admin.id, { decision: 'suspend', reason: 'x', days: 7 }));
    expectProtected(await decide(mod, admin.id, { decision: 'ban', reason: 'x' }));

    expect(await sanctionsOf(admin.id)).toEqual([]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, admin.id));
    expect(profile!.isActive).toBe(true);
    expect(await refusalsAbout(admin.id)).toEqual([
      { actorId: mod.id, details: expect.objectContaining({ attempted: 'suspend' }) },
      { actorId: mod.id, details: expect.objectContaining({ attempted: 'ban' }) },
    ]);
    // A dismissal decides nothing about the person.
    expect((await decide(mod, admin.id, { decision: 'dismiss', reason: 'ok' })).statusCode).toBe(
      200,
    );
  });

  it('a moderator cannot warn another moderator; an admin can suspend a moderator', async () => {
    const mod = await staff('moderator');
    const other = await staff('moderator');
    expectProtected(await decide(mod, other.id, { decision: 'warn', reason: 'Be polite' }));
    expect(await refusalsAbout(other.id)).toEqual([
      {
        actorId: mod.id,
        details: expect.objectContaining({ attempted: 'warn', protected: 'moderator' }),
      },
    ]);

    const admin = await staff('admin');
    const allowed = await decide(admin, other.id, { decision: 'suspend', reason: 'x', days: 1 });
    expect(allowed.statusCode).toBe(200);
    expect(await sanctionsOf(other.id)).toMatchObject([{ kind: 'suspend', createdBy: admin.id }]);
  });

  it('nobody bans the ADMIN_EMAIL account, not even himself; his address and device are never held', async () => {
    const admin = await staff('admin');
    const mod = await staff('moderator');
    expectProtected(await decide(admin, owner.id, { decision: 'ban', reason: 'Takeover' }));
    expectProtected(await decide(mod, owner.id, { decision: 'ban', reason: 'Takeover' }));
    // Himself: the self-lockout rule answers first.
    const own = await decide(owner, owner.id, { decision: 'ban', reason: 'Oops' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('ADMIN_SELF_LOCKOUT');
    expect(await refusalsAbout(owner.id)).toEqual(
      [admin, mod].map((by) => ({
        actorId: by.id,
        details: expect.objectContaining({ attempted: 'ban', protected: 'owner' }),
      })),
    );
    expect(await sanctionsOf(owner.id)).toEqual([]);
    expect(await db().select().from(bannedIdentities)).toEqual([]);
    expect((await signIn(ctx, ADMIN_EMAIL, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('the users table does not deactivate the ADMIN_EMAIL account either', async () => {
    const admin = await staff('admin');
    const response = await api(ctx, admin).post(`/api/admin/users/${owner.id}/active`, {
      active: false,
    });
    expectProtected(response);
    expect(await refusalsAbout(owner.id)).toContainEqual({
      actorId: admin.id,
      details: expect.objectContaining({ attempted: 'deactivate', protected: 'owner' }),
    });
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(profile?.isActive ?? true).toBe(true);
  });

  it('an appeal against a staff member’s sanction is decided by an admin only', async () => {
    const mod = await staff('moderator');
    const colleague = await staff('moderator');
    const [sanction] = await db()
      .insert(sanctions)
      .values({ userId: colleague.id, kind: 'warn', reason: 'Before the role' })
      .returning({ id: sanctions.id });
    const [appeal] = await db()
      .insert(appeals)
      .values({ sanctionId: sanction!.id, userId: colleague.id, text: 'Unfair' })
      .returning({ id: appeals.id });
    const lift = (by: Member) =>
      api(ctx, by).post(`/api/admin/appeals/${appeal!.id}/decision`, {
        decision: 'lift',
        reason: 'Fine',
      });
    expectProtected(await lift(mod));
    expect(await refusalsAbout(colleague.id)).toEqual([
      { actorId: mod.id, details: expect.objectContaining({ attempted: 'lift_sanction' }) },
    ]);
    expect((await lift(await staff('admin'))).statusCode).toBe(200);
  });
});

describe('who may become staff (issue 34, item 12)', () => {
  it('a pending member or one without an approved photo is not made a moderator or an admin', async () => {
    const { user } = await createConfirmedAccount(ctx);
    const promote = (action: 'make-moderator' | 'make-admin') =>
      api(ctx, owner).post(`/api/admin/users/${user.id}/${action}`);
    for (const action of ['make-moderator', 'make-admin'] as const) {
      const refused = await promote(action);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('STAFF_PROFILE_REQUIRED');
    }
    // Approved but without a photo: still refused.
    await db().update(profiles).set({ isApproved: true }).where(eq(profiles.userId, user.id));
    expect((await promote('make-moderator')).json().error.code).toBe('STAFF_PROFILE_REQUIRED');
    await givePhoto(ctx, user.id);
    expect((await promote('make-moderator')).json()).toMatchObject({ role: 'moderator' });
  });
});
