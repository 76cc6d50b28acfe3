import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { countRequest } from '../../../test/statement-counter';
import {
  insertAnswers,
  randomAnswers,
  seededRandom,
} from '../compatibility/compatibility.test-support';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';

// Issue 35, P11 (decision 066): a page of browse in two statements, the session included, once
// the node has read the member's session (decision 058) and the viewer's snapshot is the day's:
// the viewer's settings and snapshot with the session's standing, then the page with its cards'
// answers and, on a first page, its total.
describe('browse in two statements', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const browse = (member: Member, query = '') =>
    countRequest(ctx.database, () => api(ctx, member).get(`/api/discovery/browse${query}`));

  it('the newest first: a first page with its total, and the next page', async () => {
    const [man, ...women] = await insertMembers(ctx.database.db, [
      { gender: 'male' },
      { gender: 'female' },
      { gender: 'female' },
      { gender: 'female' },
    ]);
    // The day's first page takes the viewer's snapshot (decision 017), and the node the session.
    expect((await api(ctx, man).get('/api/discovery/browse')).statusCode).toBe(200);

    const first = await browse(man!, '?limit=2');
    expect(first).toMatchObject({ status: 200, count: 2, sessionReads: 0 });
    expect(first.body.filters.order).toBe('newest');
    expect(first.body.total.count).toBeGreaterThanOrEqual(women.length);
    const cursor = encodeURIComponent(first.body.nextCursor as string);
    const next = await browse(man!, `?limit=2&cursor=${cursor}`);
    expect(next).toMatchObject({ status: 200, count: 2, sessionReads: 0 });
    expect(next.body.total).toBeNull();
  });

  it('by best match, each card with its percentage', async () => {
    const [man, woman] = await insertMembers(ctx.database.db, [
      { gender: 'male' },
      { gender: 'female' },
    ]);
    const random = seededRandom(35);
    await insertAnswers(
      ctx.database.db,
      new Map([
        [man!.id, randomAnswers(random, 20)],
        [woman!.id, randomAnswers(random, 20)],
      ]),
    );
    expect((await api(ctx, man).get('/api/discovery/browse')).statusCode).toBe(200);

    const best = await browse(man!);
    expect(best).toMatchObject({ status: 200, count: 2, sessionReads: 0 });
    expect(best.body.filters.order).toBe('best');
    const card = best.body.items.find((item: { userId: string }) => item.userId === woman!.id);
    expect(card.compatibility.percent).toEqual(expect.any(Number));
  });

  it('reads the session first when the node has not read it lately', async () => {
    const [man] = await insertMembers(ctx.database.db, [{ gender: 'male' }]);
    // The day's first page also takes the viewer's snapshot: a read and a write.
    const cold = await browse(man!);
    expect(cold).toMatchObject({ status: 200, count: 5, sessionReads: 1 });
  });
});
