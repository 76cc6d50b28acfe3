import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportEvidence } from '../../db/schema';
import { smallKeyOf } from '../../infra/storage/random-key';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { createMediaService } from '../media';
import { createEvidence } from './report-evidence';
import { evidenceFixtures } from './report-evidence.test-support';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = manualClock();
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(() => ctx.close());

const { staff, get, bytesOf, reportedWithPhotos, frozenOf } = evidenceFixtures(() => ctx);

const evidence = () =>
  createEvidence({
    media: createMediaService({ storage: ctx.storage }),
    clock,
    log: { warn: () => {} },
  });

describe('report evidence is deleted a year after the decision (SECURITY 38)', () => {
  it('keeps an open report’s evidence, and a decided one’s for 365 days; a dry run deletes nothing', async () => {
    const deciding = await staff();
    const open = await reportedWithPhotos();
    const decided = await reportedWithPhotos();
    const decision = await requestAs(
      ctx,
      deciding,
      'POST',
      `/api/admin/reports/${decided.reportId}/decision`,
      { decision: 'dismiss', reason: 'Nothing wrong with the photos' },
    );
    expect(decision.statusCode).toBe(200);
    const keysOf = async (reportId: string) =>
      (
        await ctx.database.db
          .select({ key: reportEvidence.key })
          .from(reportEvidence)
          .where(eq(reportEvidence.reportId, reportId))
      ).map(({ key }) => key);
    const decidedKeys = await keysOf(decided.reportId);
    const decidedUrls = (await frozenOf(decided.reportId, deciding)).profile.photos as string[];
    const openUrls = (await frozenOf(open.reportId, deciding)).profile.photos as string[];
    const job = evidence();

    clock.advance(364 * DAY_MS);
    expect(await job.purgeExpired(ctx.database.db, { dryRun: false })).toEqual([]);
    expect(await bytesOf(await staff(), decidedUrls[0]!)).toEqual(decided.originals[0]);

    clock.advance(2 * DAY_MS);
    const listed = await job.purgeExpired(ctx.database.db, { dryRun: true });
    // Only this report's keys are compared: any other decided as long ago would go as well.
    const ours = listed.filter(({ reportId }) => reportId === decided.reportId);
    expect(ours.map(({ key }) => key).sort()).toEqual([...decidedKeys].sort());
    expect(listed.some(({ reportId }) => reportId === open.reportId)).toBe(false);
    const reader = await staff();
    expect(await bytesOf(reader, decidedUrls[0]!)).toEqual(decided.originals[0]);

    expect(await job.purgeExpired(ctx.database.db, { dryRun: false })).toEqual(listed);
    expect(await keysOf(decided.reportId)).toEqual([]);
    for (const key of decidedKeys) {
      expect(await ctx.storage.get(key)).toBeNull();
      expect(await ctx.storage.get(smallKeyOf(key))).toBeNull();
    }
    expect((await get(reader, decidedUrls[0]!)).statusCode).toBe(404);

    // The open report keeps its evidence however long it waits.
    clock.advance(3 * 365 * DAY_MS);
    expect(await job.purgeExpired(ctx.database.db, { dryRun: false })).toEqual([]);
    expect(await bytesOf(await staff(), openUrls[1]!)).toEqual(open.originals[1]);
  });
});
