import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, reports } from '../../db/schema';
import { createConfirmedAccount, session } from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { appWithAdmin, getAs, insertReport, postAs } from '../admin/admin.test-support';

type Account = { id: string; cookie: string };

let ctx: TestApp;
let admin: Account;
let reporter: Account;

async function account(firstName: string, lastName: string): Promise<Account> {
  const created = await createConfirmedAccount(ctx, { firstName, lastName });
  return { id: created.user.id, cookie: created.cookie };
}

beforeAll(async () => {
  ({ ctx, admin } = await appWithAdmin());
  reporter = await account('Sevda', 'Rəhimova');
});
afterAll(async () => ctx.close());

const list = async (query = '') =>
  (await getAs(ctx, `/api/admin/reports${query}`, admin.cookie)).json();
const decide = (id: string, decision: object) =>
  postAs(ctx, `/api/admin/reports/${id}/decision`, admin.cookie, decision);
const dismiss = (id: string) => decide(id, { decision: 'dismiss', reason: 'Nothing wrong' });
const suspend = (id: string) =>
  decide(id, { decision: 'suspend', days: 7, reason: 'Insults in chat' });
const auditOf = (targetUserId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId));

describe('the moderation queue (S3)', () => {
  it('shows a report with both people and the start of the reported message', async () => {
    const target = await account('Elvin', 'Qasımov');
    const body = 'x'.repeat(100) + 'y'.repeat(100);
    const id = await insertReport(ctx.database.db, {
      reporterId: reporter.id,
      targetUserId: target.id,
      reason: 'harassment',
      note: 'Keeps writing at night',
      messageBody: body,
    });
    const report = (await list()).items.find((item: { id: string }) => item.id === id);
    expect(report).toMatchObject({
      id,
      reason: 'harassment',
      note: 'Keeps writing at night',
      status: 'open',
      reporter: { id: reporter.id, name: 'Sevda Rəhimova' },
      target: { id: target.id, name: 'Elvin Qasımov', isActive: true },
      message: { type: 'text', excerpt: body.slice(0, 140) },
      resolvedAt: null,
      resolvedBy: null,
    });
  });

  it('serves the open queue oldest first, page by page', async () => {
    const target = await account('Tural', 'Əliyev');
    const older = await insertReport(ctx.database.db, {
      reporterId: reporter.id,
      targetUserId: target.id,
      reason: 'scam',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    const first = await list('?limit=1');
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([older]);
    const rest = await list(`?limit=50&cursor=${first.nextCursor}`);
    expect(rest.items.map((item: { id: string }) => item.id)).not.toContain(older);
    expect(rest.nextCursor).toBeNull();
  });

  it('dismisses a report once, records it, and keeps an actioned one actioned', async () => {
    const target = await account('Kamran', 'Vəliyev');
    const id = await insertReport(ctx.database.db, {
      reporterId: reporter.id,
      targetUserId: target.id,
      reason: 'scam',
    });
    const response = await dismiss(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'dismissed',
      resolvedBy: { id: admin.id, name: 'Admin Baş' },
    });
    expect((await dismiss(id)).statusCode).toBe(200);
    expect((await list()).items.map((item: { id: string }) => item.id)).not.toContain(id);
    expect(
      (await list('?status=dismissed')).items.map((item: { id: string }) => item.id),
    ).toContain(id);
    const audit = await auditOf(target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'dismiss_report',
      details: { reportId: id, reason: 'Nothing wrong' },
    });

    const suspended = await suspend(id);
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().error.code).toBe('CONFLICT');
  });

  it('suspends the reported person, ends their sessions and settles every open report about them', async () => {
    const target = await account('Orxan', 'Babayev');
    const first = await insertReport(ctx.database.db, {
      reporterId: reporter.id,
      targetUserId: target.id,
      reason: 'fake_profile',
    });
    const second = await insertReport(ctx.database.db, {
      reporterId: reporter.id,
      targetUserId: target.id,
      reason: 'scam',
    });

    const response = await suspend(first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'actioned',
      target: { id: target.id, isActive: false },
    });
    expect(await session(ctx, target.cookie)).toBeNull();
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, target.id));
    expect(profile!.isActive).toBe(false);
    const statuses = await ctx.database.db
      .select({ status: reports.status })
      .from(reports)
      .where(eq(reports.targetUserId, target.id));
    expect(statuses).toEqual([{ status: 'actioned' }, { status: 'actioned' }]);

    const audit = await auditOf(target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'suspend' });
    expect(audit[0]!.details).toMatchObject({
      reportId: first,
      reason: 'Insults in chat',
      days: 7,
      endedSessions: 1,
    });
    expect((audit[0]!.details as { reportIds: string[] }).reportIds.sort()).toEqual(
      [first, second].sort(),
    );

    expect((await suspend(first)).statusCode).toBe(409);
    expect((await dismiss(second)).statusCode).toBe(409);
    expect(await auditOf(target.id)).toHaveLength(1);
  });

  it('will not let an admin suspend themselves through a report about them', async () => {
    const id = await insertReport(ctx.database.db, {
      reporterId: reporter.id,
      targetUserId: admin.id,
      reason: 'other',
    });
    const response = await suspend(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ADMIN_SELF_LOCKOUT');
    expect((await session(ctx, admin.cookie))?.role).toBe('admin');
  });

  it('answers 404 for an unknown report', async () => {
    expect((await dismiss(crypto.randomUUID())).statusCode).toBe(404);
    expect((await suspend(crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses a decision without a reason, a suspension without its length, and other lengths', async () => {
    const target = await account('Nicat', 'Həsənov');
    const id = await insertReport(ctx.database.db, {
      reporterId: reporter.id,
      targetUserId: target.id,
      reason: 'scam',
    });
    const bodies = [
      { decision: 'warn', reason: '   ' },
      { decision: 'suspend', reason: 'Spam' },
      { decision: 'suspend', reason: 'Spam', days: 3 },
      { decision: 'warn', reason: 'Spam', days: 7 },
      { decision: 'expel', reason: 'Spam' },
      { decision: 'warn', reason: 'x'.repeat(501) },
    ];
    for (const body of bodies) {
      const response = await decide(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await list()).items.map((item: { id: string }) => item.id)).toContain(id);
  });
});
