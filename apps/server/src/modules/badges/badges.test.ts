import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { chatWith } from '../chat/chat.test-support';
import { api, couple, insertMembers } from '../likes/discovery.test-support';

describe('S5: dashboard badges', () => {
  const clock = manualClock(new Date());
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock });
  });
  afterAll(() => ctx.close());

  it('counts what arrived since the member last looked, up to 10, kept on the server', async () => {
    const [me] = await insertMembers(ctx.database.db, [{ gender: 'female' }]);
    const men = await insertMembers(
      ctx.database.db,
      Array.from({ length: 12 }, () => ({ gender: 'male' as const })),
    );
    for (const man of men.slice(0, 11)) await api(ctx, man).like(me!.id);
    await api(ctx, me).like(men[0]!.id);

    const first = (await api(ctx, me).get('/api/badges')).json();
    expect(first).toMatchObject({
      likes: 10,
      matches: 1,
      messages: 0,
      totals: { likesReceived: 10, matches: 1, openChats: 0 },
    });

    clock.advance(1000);
    const viewed = await api(ctx, me).post('/api/badges/viewed', {
      sections: ['likes', 'matches'],
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({ likes: 0, matches: 0, totals: { likesReceived: 10 } });

    clock.advance(1000);
    await api(ctx, men[11]!).like(me!.id);
    expect((await api(ctx, me).get('/api/badges')).json()).toMatchObject({ likes: 1, matches: 0 });

    const bad = await api(ctx, me).post('/api/badges/viewed', { sections: ['nothing'] });
    expect(bad.statusCode).toBe(400);
  });

  it('counts new candidates for explore until the member explores', async () => {
    const [man] = await couple(ctx.database.db);
    const before = (await api(ctx, man).get('/api/badges')).json().explore;
    expect(before).toBeGreaterThan(0);
    // Profiles get the database's time; the test clock is behind it by the setup's seconds.
    clock.advance(60_000);
    await api(ctx, man).post('/api/badges/viewed', { sections: ['explore'] });
    expect((await api(ctx, man).get('/api/badges')).json().explore).toBe(0);
  });

  it("gives the dashboard's totals: open chats (not an ended one) and likes received", async () => {
    const [me] = await insertMembers(ctx.database.db, [{ gender: 'female' }]);
    await chatWith(ctx.database.db, me!, { gender: 'male' });
    await chatWith(ctx.database.db, me!, { gender: 'male' });
    const { matchId: ended } = await chatWith(ctx.database.db, me!, { gender: 'male' });
    await ctx.database.db.update(matches).set({ endedAt: new Date() }).where(eq(matches.id, ended));
    const admirers = await insertMembers(ctx.database.db, [{ gender: 'male' }, { gender: 'male' }]);
    for (const admirer of admirers) await api(ctx, admirer).like(me!.id);

    expect((await api(ctx, me).get('/api/badges')).json().totals).toEqual({
      likesReceived: 2,
      matches: 2,
      openChats: 2,
    });
  });
});
