import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { countRequest } from '../../../test/statement-counter';
import { api, insertMembers, type Member } from './discovery.test-support';

// Issue 35, P11 (decision 065): the likes page in one statement, its total and the session
// included, once the node has read the member's session (decision 058).
describe('the likes page in one statement', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const read = (member: Member, url: string) =>
    countRequest(ctx.database, () => api(ctx, member).get(url));

  it('a first page with its total, the next page, and a hidden liker left out', async () => {
    const [man, ...women] = await insertMembers(ctx.database.db, [
      { gender: 'male' },
      { gender: 'female' },
      { gender: 'female' },
      { gender: 'female' },
      { gender: 'female', isApproved: false },
    ]);
    const base = Date.now() - 60_000;
    // Made in the database, so no like's news (told after its answer) is counted here.
    await ctx.database.db.insert(likes).values(
      women.map((woman, index) => ({
        likerId: woman.id,
        likedId: man!.id,
        createdAt: new Date(base + index * 1000),
      })),
    );
    await api(ctx, man!).get('/api/matches');
    const first = await read(man!, '/api/likes/received?limit=2');
    expect(first).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(first.body.total).toBe(3);
    const names = (body: { items: { from: { userId: string } }[] }) =>
      body.items.map((item) => item.from.userId);
    expect(names(first.body)).toEqual([women[2]!.id, women[1]!.id]);

    const cursor = encodeURIComponent(first.body.nextCursor as string);
    const next = await read(man!, `/api/likes/received?limit=2&cursor=${cursor}`);
    expect(next).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(next.body).toMatchObject({ total: null, nextCursor: null });
    expect(names(next.body)).toEqual([women[0]!.id]);
  });

  it('reads the session first when the node has not read it lately', async () => {
    const [man] = await insertMembers(ctx.database.db, [{ gender: 'male' }]);
    const cold = await read(man!, '/api/likes/received');
    expect(cold).toMatchObject({ status: 200, count: 2, sessionReads: 1 });
    expect(cold.body).toMatchObject({ items: [], total: 0 });
  });
});
