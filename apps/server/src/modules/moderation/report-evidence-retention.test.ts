import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportEvidence } from '../../db/schema';
import { smallKeyOf } from '../../infra/storage/random-key';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { runRule } from '../../../test/retention';
import { evidenceFixtures } from './report-evidence.test-support';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = manualClock();
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(() => ctx.close());

const { staff, get, bytesOf, reportedWithPhotos, frozenOf } = evidenceFixtures(() => ctx);

/** The evidence the retention job deleted, or in a dry run would delete. */
const purgedEvidence = async (dryRun: boolean) =>
  (await runRule(ctx, clock, 'reportEvidence', dryRun))['report-evidence']!.ids;

/** Two reports with photos, the second dismissed by a moderator now. */
async function oneOpenOneDecided() {
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
  return { deciding, open, decided };
}

describe('report evidence is deleted a year after the decision (SECURITY 38)', () => {
  it('keeps an open report’s evidence, and a decided one’s for 365 days; a dry run deletes nothing', async () => {
    const { deciding, open, decided } = await oneOpenOneDecided();
    const evidenceOf = (reportId: string) =>
      ctx.database.db
        .select({ id: reportEvidence.id, key: reportEvidence.key })
        .from(reportEvidence)
        .where(eq(reportEvidence.reportId, reportId));
    const decidedRows = await evidenceOf(decided.reportId);
    const decidedKeys = decidedRows.map(({ key }) => key);
    const openIds = (await evidenceOf(open.reportId)).map(({ id }) => id);
    const decidedUrls = (await frozenOf(decided.reportId, deciding)).profile.photos as string[];
    const openUrls = (await frozenOf(open.reportId, deciding)).profile.photos as string[];

    clock.advance(364 * DAY_MS);
    expect(await purgedEvidence(false)).toEqual([]);
    expect(await bytesOf(await staff(), decidedUrls[0]!)).toEqual(decided.originals[0]);

    clock.advance(2 * DAY_MS);
    const listed = await purgedEvidence(true);
    // Other reports dismissed as long ago (the purged member's, above) go as well.
    expect(listed).toEqual(expect.arrayContaining(decidedRows.map(({ id }) => id)));
    expect(listed.filter((id) => openIds.includes(id))).toEqual([]);
    const reader = await staff();
    expect(await bytesOf(reader, decidedUrls[0]!)).toEqual(decided.originals[0]);

    expect(await purgedEvidence(false)).toEqual(listed);
    expect(await evidenceOf(decided.reportId)).toEqual([]);
    for (const key of decidedKeys) {
      expect(await ctx.storage.get(key)).toBeNull();
      expect(await ctx.storage.get(smallKeyOf(key))).toBeNull();
    }
    expect((await get(reader, decidedUrls[0]!)).statusCode).toBe(404);

    // The open report keeps its evidence however long it waits.
    clock.advance(3 * 365 * DAY_MS);
    expect(await purgedEvidence(false)).toEqual([]);
    expect(await bytesOf(await staff(), openUrls[1]!)).toEqual(open.originals[1]);
  });

  it('deletes the frozen conversation and profile with the images; the report and its decision stay', async () => {
    const { deciding, open, decided } = await oneOpenOneDecided();
    expect(await frozenOf(decided.reportId, deciding)).not.toBeNull();

    clock.advance(364 * DAY_MS);
    const early = await runRule(ctx, clock, 'reportEvidence');
    expect(early['report-contexts']!.ids).not.toContain(decided.reportId);
    expect(await frozenOf(decided.reportId, deciding)).not.toBeNull();

    clock.advance(2 * DAY_MS);
    const dry = await runRule(ctx, clock, 'reportEvidence', true);
    expect(dry['report-contexts']!.ids).toContain(decided.reportId);
    expect(dry['report-contexts']!.ids).not.toContain(open.reportId);
    expect(await frozenOf(decided.reportId, deciding)).not.toBeNull();

    const done = await runRule(ctx, clock, 'reportEvidence');
    expect(done['report-contexts']!.ids).toEqual(dry['report-contexts']!.ids);
    const reader = await staff();
    const report = await get(reader, `/api/admin/reports/${decided.reportId}`);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ status: 'dismissed', context: null });
    expect(await frozenOf(open.reportId, reader)).not.toBeNull();
  });
});
