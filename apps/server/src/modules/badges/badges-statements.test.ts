import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, messages, profileVisits } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { countRequest } from '../../../test/statement-counter';
import { chatWith } from '../chat/chat.test-support';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';

// Issue 35, P11 (decision 066): the badges and the dashboard's totals in one statement, the
// session included, once the node has read the member's session (decision 058).
describe('the badges in one statement', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const read = (member: Member) =>
    countRequest(ctx.database, () => api(ctx, member).get('/api/badges'));

  it('counts each section and the totals', async () => {
    const db = ctx.database.db;
    const [me] = await insertMembers(db, [{ gender: 'female' }]);
    const { matchId, other } = await chatWith(db, me!, { gender: 'male' });
    const [admirer, visitor] = await insertMembers(db, [{ gender: 'male' }, { gender: 'male' }]);
    // Made in the database, so no like's or message's news is counted with the read.
    await db.insert(likes).values({ likerId: admirer!.id, likedId: me!.id });
    await db
      .insert(messages)
      .values({ matchId, senderId: other.id, body: 'Salam', clientId: randomUUID() });
    const now = new Date();
    await db.insert(profileVisits).values({
      visitedId: me!.id,
      visitorId: visitor!.id,
      day: now.toISOString().slice(0, 10),
      visitedAt: now,
    });
    await api(ctx, me).get('/api/matches');

    const warm = await read(me!);
    expect(warm).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(warm.body).toMatchObject({
      likes: 1,
      matches: 1,
      visitors: 1,
      messages: 1,
      totals: { likesReceived: 1, matches: 1, openChats: 1 },
    });
    expect(warm.body.explore).toBeGreaterThan(0);
  });

  it('reads the session first when the node has not read it lately', async () => {
    const [man] = await insertMembers(ctx.database.db, [{ gender: 'male' }]);
    const cold = await read(man!);
    expect(cold).toMatchObject({ status: 200, count: 2, sessionReads: 1 });
    expect(cold.body).toMatchObject({ likes: 0, matches: 0, visitors: 0, messages: 0 });
  });
});
