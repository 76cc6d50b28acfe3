import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { countStatements } from '../../../test/statement-counter';
import { settle } from '../chat/chat.test-support';
import { api, insertMembers } from '../likes/discovery.test-support';
import { BADGES_COALESCE_MS } from '../realtime';

// Issue 25, item 3: a signed-in profile read is one query after the session; on the embedded
// database, whose session lookups are cached, a repeated read is one query in all. Another
// member's profile adds the match percentage's read (issue 27), still to fold into the one query.
describe('a profile read in one query', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const isSession = (text: string) => /\bfrom "session"/.test(text);
  const isScore = (text: string) => /from "compatibility_answers"/.test(text);
  // Decision 045: the visit is written after the answer is ready, off the read's path.
  const isVisit = (text: string) => /insert into "profile_visits"/.test(text);
  const profileReads = (statements: string[]) =>
    statements.filter((text) => !isSession(text) && !isScore(text) && !isVisit(text));

  it('a preview, one’s own, a hidden profile, and a match’s full profile', async () => {
    const [me, other, hidden] = await insertMembers(ctx.database.db, [
      // No notices of the likes below, whose reads would run beside the counted ones.
      { gender: 'male', preferences: { receiveNotifications: false } },
      { gender: 'female', preferences: { receiveNotifications: false } },
      { isApproved: false },
    ]);
    for (const id of [other!.id, me!.id, hidden!.id, crypto.randomUUID(), 'not-a-uuid']) {
      const read = () => api(ctx, me).get(`/api/profiles/${id}`);
      // The first read takes the viewer's scoring snapshot, a write once a day (issue 34).
      await read();
      await read();
      const { result, statements } = await countStatements(ctx.database, read);
      expect(result.statusCode).toBe(id === other!.id || id === me!.id ? 200 : 404);
      expect(profileReads(statements)).toHaveLength(1);
      const scores = id === other!.id ? 1 : 0;
      // The day's visit is stored by the first read; a later one writes nothing (which on
      // PGlite would also have emptied the session cache for everyone).
      expect(statements.filter(isVisit)).toEqual([]);
      expect(statements.length).toBe((ctx.database.kind === 'pglite' ? 1 : 2) + scores);
    }
    await api(ctx, me).like(other!.id);
    await api(ctx, other).like(me!.id);
    // The match's announcements run after the likes' answers (decision 058), and its badge
    // recounts after a coalescing pause: counted beside the read, they are not the read's.
    await settle(BADGES_COALESCE_MS + 150);
    const read = () => api(ctx, me).get(`/api/profiles/${other!.id}`);
    await read();
    const { result, statements } = await countStatements(ctx.database, read);
    expect(result.json().isFull).toBe(true);
    expect(profileReads(statements)).toHaveLength(1);
  });
});
