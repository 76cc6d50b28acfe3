import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { countRequest, countStatements } from '../../../test/statement-counter';
import { settle } from '../chat/chat.test-support';
import { api, insertMembers } from '../likes/discovery.test-support';
import { BADGES_COALESCE_MS } from '../realtime';

// Issues 25 and 35 (decision 062): a signed-in profile read, by id or one's own, is one prepared
// statement that checks the session itself, once the node has read the member's session: the
// look, the match percentage's answers (issue 27) and the session's standing travel together.
describe('a profile read in one statement', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  // Decision 045: the visit is written after the answer is ready, off the read's path.
  const isVisit = (text: string) => /insert into "profile_visits"/.test(text);
  const statementsOf = async (run: () => Promise<{ statusCode: number; body: string }>) => {
    const { status, count, sessionReads, statements } = await countRequest(ctx.database, run);
    return { status, count, sessionReads, visits: statements.filter(isVisit).length };
  };

  it('a preview, one’s own, a hidden profile, and a match’s full profile', async () => {
    const [me, other, hidden] = await insertMembers(ctx.database.db, [
      // No notices of the likes below, whose reads would run beside the counted ones.
      { gender: 'male', preferences: { receiveNotifications: false } },
      { gender: 'female', preferences: { receiveNotifications: false } },
      { isApproved: false },
    ]);
    const own = await statementsOf(() => api(ctx, me).get('/api/profiles/me'));
    // The node had not read this session: it reads it once, then lends it (decision 058).
    expect(own).toMatchObject({ status: 200, count: 2, sessionReads: 1 });
    expect(await statementsOf(() => api(ctx, me).get('/api/profiles/me'))).toMatchObject({
      status: 200,
      count: 1,
      sessionReads: 0,
    });
    for (const id of [other!.id, me!.id, hidden!.id, crypto.randomUUID(), 'not-a-uuid']) {
      const read = () => api(ctx, me).get(`/api/profiles/${id}`);
      // The first read takes the viewer's scoring snapshot, a write once a day (issue 34), and
      // stores the day's visit; a later one writes nothing (which on PGlite would also have
      // emptied the session cache for everyone).
      await read();
      await read();
      expect(await statementsOf(read)).toEqual({
        status: id === other!.id || id === me!.id ? 200 : 404,
        count: 1,
        sessionReads: 0,
        visits: 0,
      });
    }
    await api(ctx, me).like(other!.id);
    await api(ctx, other).like(me!.id);
    // The match's announcements run after the likes' answers (decision 058), and its badge
    // recounts after a coalescing pause: counted beside the read, they are not the read's.
    await settle(BADGES_COALESCE_MS + 150);
    const read = () => api(ctx, me).get(`/api/profiles/${other!.id}`);
    await read();
    const { result, count } = await countStatements(ctx.database, read);
    expect(result.json().isFull).toBe(true);
    expect(count).toBe(1);
  });
});
