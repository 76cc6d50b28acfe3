import type { Clock } from '../src/clock';
import { runRetention } from '../src/infra/retention';
import { createMediaService } from '../src/modules/media';
import { retentionJobs } from '../src/ops/retention-jobs';
import { testAuthLimits, type TestApp } from './app';

/** The retention jobs of a test app on its storage, with the test's clock (issue 36, item 6). */
export const retentionOf = (ctx: TestApp, clock: Clock) =>
  retentionJobs({
    clock,
    media: createMediaService({ storage: ctx.storage }),
    storage: ctx.storage,
    limits: testAuthLimits,
    log: { warn: () => {} },
  });

/** Runs one rule once under its lock, as the scheduler does; what it deleted or would delete. */
export async function runRule(
  ctx: TestApp,
  clock: Clock,
  rule: keyof ReturnType<typeof retentionOf>,
  dryRun = false,
) {
  const deleted = await runRetention(ctx.database.db, retentionOf(ctx, clock)[rule], { dryRun });
  if (!deleted) throw new Error(`${rule} was skipped: another run held its lock`);
  return Object.fromEntries(deleted.map(({ kind, count, ids }) => [kind, { count, ids }]));
}
