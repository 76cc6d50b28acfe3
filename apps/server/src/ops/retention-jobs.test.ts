import { EXPIRED_SWEEP_MINUTES, retentionRules } from '@vusal/shared/catalog/retention';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import { runExclusively } from '../infra/jobs';
import { runRetention } from '../infra/retention';
import { buildTestApp, manualClock, type TestApp } from '../../test/app';
import { createConfirmedAccount } from '../../test/accounts';
import { retentionOf } from '../../test/retention';
import { runRetentionOnce } from './retention-run';

const clock = manualClock(new Date());
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

describe('retention jobs (issue 36, item 6)', () => {
  it('enforce every rule of the catalogue, each under a lock of its own', () => {
    const jobs = retentionOf(ctx, clock);
    expect(Object.keys(jobs).sort()).toEqual([...retentionRules].sort());
    for (const rule of retentionRules) expect(jobs[rule].rule).toBe(rule);
    expect(new Set(Object.values(jobs).map((job) => job.name)).size).toBe(retentionRules.length);
    expect(jobs.expiredSessions.intervalMs).toBe(EXPIRED_SWEEP_MINUTES * 60 * 1000);
  });

  it('run once from the command line, listing per rule what a dry run would delete', async () => {
    const person = await createConfirmedAccount(ctx);
    const [row] = await ctx.database.db
      .select()
      .from(session)
      .where(eq(session.userId, person.user.id));
    clock.set(new Date(row!.expiresAt.getTime() + 1000));
    const jobs = retentionOf(ctx, clock);

    const listed = await runRetentionOnce(ctx.database.db, jobs, { dryRun: true });
    expect(listed).toHaveLength(retentionRules.length);
    expect(listed).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^expiredSessions \\(once expired\\): would delete sessions: 1 \\(${row!.id}\\)`,
        ),
      ),
    );
    expect(listed).toContainEqual(
      expect.stringMatching(/^deletedAccounts \(after 90 days\): would delete accounts: 0;/),
    );
    expect(listed.join('\n')).not.toContain(person.input.email);
    expect(
      await ctx.database.db.select().from(session).where(eq(session.id, row!.id)),
    ).toHaveLength(1);

    const ran = await runRetentionOnce(ctx.database.db, jobs, { dryRun: false });
    expect(ran).toContainEqual(expect.stringMatching(/^expiredSessions .*: deleted sessions: 1 /));
    expect(await ctx.database.db.select().from(session).where(eq(session.id, row!.id))).toEqual([]);
    clock.set(new Date());
  });

  // PGlite has a single connection, so two nodes can only be simulated on PostgreSQL.
  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'run on one node at a time: while another node holds the rule, a run deletes nothing',
    async () => {
      const person = await createConfirmedAccount(ctx);
      const sessionsOf = () =>
        ctx.database.db.select().from(session).where(eq(session.userId, person.user.id));
      const [{ expiresAt }] = (await sessionsOf()) as [typeof session.$inferSelect];
      clock.set(new Date(expiresAt.getTime() + 1000));
      const job = retentionOf(ctx, clock).expiredSessions;

      let acquired!: () => void;
      const holding = new Promise<void>((resolve) => (acquired = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const otherNode = runExclusively(ctx.database.db, {
        name: job.name,
        run: () => {
          acquired();
          return held;
        },
      });
      await holding;
      expect(await runRetention(ctx.database.db, job, { dryRun: false })).toBeUndefined();
      expect(await sessionsOf()).toHaveLength(1);
      release();
      expect(await otherNode).toBe(true);

      expect(await runRetention(ctx.database.db, job, { dryRun: false })).toBeDefined();
      expect(await sessionsOf()).toEqual([]);
      clock.set(new Date());
    },
  );
});
