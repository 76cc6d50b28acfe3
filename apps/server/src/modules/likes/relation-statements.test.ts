import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderedPair } from '../../db/ordered-pair';
import { likes, matches } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { countRequest } from '../../../test/statement-counter';
import { api, insertMembers, type Member } from './discovery.test-support';

// Issue 35, P11 (decision 065): the profile view's relation in one statement, the session
// included, once the node has read the member's session (decision 058); a refusal too.
describe('a relation in one statement', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const read = (member: Member, userId: string) =>
    countRequest(ctx.database, () => api(ctx, member).get(`/api/relations/${userId}`));

  it('liked, liked back with its match, and a hidden member', async () => {
    const [man, woman, hidden] = await insertMembers(ctx.database.db, [
      { gender: 'male' },
      { gender: 'female' },
      { gender: 'female', isApproved: false },
    ]);
    // Likes and the match made in the database, so no like's news (told after its answer)
    // is counted with the read.
    const db = ctx.database.db;
    await db.insert(likes).values({ likerId: man!.id, likedId: woman!.id });
    // What a member's page does first: it reads something, and the node its session.
    for (const member of [man!, woman!]) await api(ctx, member).get('/api/matches');
    const liked = await read(man!, woman!.id);
    expect(liked).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(liked.body).toEqual({ liked: true, likedMe: false, match: null });

    await db.insert(likes).values({ likerId: woman!.id, likedId: man!.id });
    const [user1Id, user2Id] = orderedPair(man!.id, woman!.id);
    const [made] = await db
      .insert(matches)
      .values({ user1Id, user2Id })
      .returning({ id: matches.id });
    const matchId = made!.id;
    const matched = await read(woman!, man!.id);
    expect(matched).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(matched.body).toEqual({
      liked: true,
      likedMe: true,
      match: { matchId, chatOpen: false },
    });

    expect(await read(man!, hidden!.id)).toMatchObject({ status: 404, count: 1, sessionReads: 0 });
  });

  it('reads the session first when the node has not read it lately', async () => {
    const [man, woman] = await insertMembers(ctx.database.db, [
      { gender: 'male' },
      { gender: 'female' },
    ]);
    const cold = await read(man!, woman!.id);
    expect(cold).toMatchObject({ status: 200, count: 2, sessionReads: 1 });
  });
});
