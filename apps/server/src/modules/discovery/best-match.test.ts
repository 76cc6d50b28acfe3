import { matchPercentage } from '@vusal/shared/compatibility/score';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  insertAnswers,
  randomAnswers,
  seededRandom,
} from '../compatibility/compatibility.test-support';
import { packAnswers } from '../compatibility';
import { scoredAnswers, type StoredAnswer } from '../compatibility/compatibility-vector';
import { insertMembers, type Member } from '../likes/discovery.test-support';
import { createBestMatchRepository } from './best-match.repository';
import type { CandidateFilter } from './candidates.repository';

/**
 * Issue 27, item 5 and decision 030: "Best match" pages rank windows of the newest candidates
 * by the percentage computed in SQL, which must be the shared `matchPercentage` exactly, and
 * keyset paging neither repeats nor skips anyone.
 */
describe('best match order', () => {
  let ctx: TestApp;
  let viewer: Member;
  let women: Member[];
  const answers = new Map<string, StoredAnswer[]>();
  const random = seededRandom(27);

  beforeAll(async () => {
    ctx = await buildTestApp();
    [viewer] = (await insertMembers(ctx.database.db, [{ gender: 'male', city: 'quba' }])) as [
      Member,
    ];
    const base = Date.parse('2026-01-01T00:00:00Z');
    women = await insertMembers(
      ctx.database.db,
      Array.from({ length: 37 }, (_, i) => ({
        gender: 'female' as const,
        city: 'quba' as const,
        // Pairs created in the same millisecond, so ties on time fall to the id.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    answers.set(viewer.id, randomAnswers(random, 25));
    // Some answer little or nothing: they rank as "too few shared questions".
    women.forEach((woman, i) => answers.set(woman.id, randomAnswers(random, i % 9 === 0 ? 2 : 30)));
    await insertAnswers(ctx.database.db, answers);
  });
  afterAll(() => ctx.close());

  const filter = (): CandidateFilter => ({
    viewerId: viewer.id,
    gender: 'female',
    ages: { min: 18, max: 80, bornOnOrBefore: '2008-01-01', bornAfter: '1940-01-01' },
    city: 'quba',
    goals: [],
    passedSince: new Date('2026-01-01T00:00:00Z'),
  });

  const expected = (womanId: string) =>
    matchPercentage(scoredAnswers(answers.get(viewer.id)!), scoredAnswers(answers.get(womanId)!)) ??
    -1;

  it.each([
    { window: 5, limit: 4 },
    { window: 10, limit: 3 },
    { window: 1000, limit: 7 },
  ])('pages through windows of $window, $limit at a time, once each', async ({ window, limit }) => {
    const repository = createBestMatchRepository(ctx.database.db, window);
    const vector = packAnswers(scoredAnswers(answers.get(viewer.id)!));
    const seen: { id: string; rank: number }[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 50; guard++) {
      const page = await repository.read(filter(), vector, cursor, limit);
      seen.push(...page.rows.map((row) => ({ id: row.userId!, rank: row.rank })));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    const ids = seen.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(women.map((woman) => woman.id)));
    // The SQL percentage is the shared one, for every pair.
    for (const row of seen) expect(row.rank, row.id).toBe(expected(row.id));
    // Within each window (the newest `window`, then the next), best first.
    for (let start = 0; start < seen.length; start += window) {
      const ranks = seen.slice(start, start + window).map((row) => row.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    }
  });
});
