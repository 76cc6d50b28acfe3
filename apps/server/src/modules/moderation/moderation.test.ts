import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { api, couple, insertMembers, type Member } from '../likes/discovery.test-support';

const ids = (page: {
  items: { userId?: string; from?: { userId: string }; other?: { userId: string } }[];
}) => page.items.map((item) => item.userId ?? item.from?.userId ?? item.other?.userId);

describe('block and report', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  /** Two members who like each other (a match) and a third who liked the first. */
  async function matchedPair(): Promise<[Member, Member]> {
    const [a, b] = await couple(ctx.database.db);
    await api(ctx, a).like(b.id);
    await api(ctx, b).like(a.id);
    return [a, b];
  }

  it('SECURITY 14: a block hides both from each other everywhere, the profile view included', async () => {
    const [man, woman] = await matchedPair();
    const removed = await api(ctx, man).post('/api/blocks', { userId: woman.id });
    expect(removed.statusCode).toBe(204);

    for (const [viewer, other] of [
      [man, woman],
      [woman, man],
    ] as const) {
      const as = api(ctx, viewer);
      expect(ids((await as.get('/api/discovery/explore?city=all')).json())).not.toContain(other.id);
      expect(ids((await as.get('/api/likes/received')).json())).not.toContain(other.id);
      expect((await as.get('/api/matches')).json().items).toEqual([]);
      const profile = await as.get(`/api/profiles/${other.id}`);
      expect(profile.statusCode).toBe(404);
      expect((await as.get(`/api/relations/${other.id}`)).statusCode).toBe(404);
      expect((await as.like(other.id)).statusCode).toBeOneOf([404, 409]);
      expect((await as.pass(other.id)).statusCode).toBe(404);
    }
    // Blocking again is harmless; the blocked one cannot block back what they cannot see.
    expect((await api(ctx, man).post('/api/blocks', { userId: woman.id })).statusCode).toBe(204);
    expect((await api(ctx, woman).post('/api/blocks', { userId: man.id })).statusCode).toBe(404);

    const list = (await api(ctx, man).get('/api/blocks')).json();
    expect(list.items.map((item: { userId: string }) => item.userId)).toEqual([woman.id]);
    expect((await api(ctx, man).delete(`/api/blocks/${woman.id}`)).statusCode).toBe(204);
    expect((await api(ctx, woman).get(`/api/profiles/${man.id}`)).statusCode).toBe(200);
    // The match stays ended after an unblock.
    expect((await api(ctx, man).get('/api/matches')).json().items).toEqual([]);
  });

  it('S3: a report lands in the admin moderation queue, and can block in the same step', async () => {
    const [reporter, reported] = await couple(ctx.database.db);
    const response = await api(ctx, reporter).post('/api/reports', {
      userId: reported.id,
      reason: 'fake_profile',
      note: '  Şəkillər başqasınındır  ',
      block: true,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, response.json().reportId));
    expect(row).toMatchObject({
      reporterId: reporter.id,
      targetUserId: reported.id,
      reason: 'fake_profile',
      note: 'Şəkillər başqasınındır',
      status: 'open',
    });
    expect((await api(ctx, reporter).get(`/api/profiles/${reported.id}`)).statusCode).toBe(404);
    // Reporting someone already blocked still works; strangers and bad reasons do not.
    const again = await api(ctx, reporter).post('/api/reports', {
      userId: reported.id,
      reason: 'scam',
    });
    expect(again.statusCode).toBe(201);
    const bad = await api(ctx, reporter).post('/api/reports', { userId: reported.id, reason: 'x' });
    expect(bad.statusCode).toBe(400);
    const [hidden] = await insertMembers(ctx.database.db, [{ isApproved: false }]);
    const unknown = await api(ctx, reporter).post('/api/reports', {
      userId: hidden!.id,
      reason: 'scam',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('SECURITY 10: every route with another member’s ids answers 404 and leaks nothing', async () => {
    const [a, b] = await matchedPair();
    const [outsider] = await insertMembers(ctx.database.db, [{ gender: 'male' }]);
    const matchId = (await api(ctx, a).get('/api/matches')).json().items[0].matchId;
    const as = api(ctx, outsider);
    const attempts = [
      await as.post(`/api/matches/${matchId}/consent`, { answer: true }),
      await as.delete(`/api/matches/${matchId}`),
      await as.get(`/api/relations/${crypto.randomUUID()}`),
      await as.like(crypto.randomUUID()),
      await as.pass(crypto.randomUUID()),
      await as.post('/api/blocks', { userId: crypto.randomUUID() }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'errors.NOT_FOUND', requestId: expect.any(String) },
      });
    }
    // Their own lists hold nothing of the pair.
    expect((await as.get('/api/matches')).json()).toMatchObject({ items: [], total: 0 });
    expect((await as.get('/api/likes/received')).json()).toMatchObject({ items: [], total: 0 });
    const badges = (await as.get('/api/badges')).json();
    expect(badges).toMatchObject({ likes: 0, matches: 0, messages: 0 });
    expect(b).toBeDefined();
  });

  it('pending members see nothing and can do nothing', async () => {
    const [pending] = await insertMembers(ctx.database.db, [{ isApproved: false }]);
    const [member] = await couple(ctx.database.db);
    const as = api(ctx, pending);
    const attempts = [
      await as.get('/api/discovery/browse'),
      await as.get('/api/discovery/explore'),
      await as.get('/api/likes/received'),
      await as.get('/api/matches'),
      await as.get('/api/badges'),
      await as.get(`/api/relations/${member.id}`),
      await as.like(member.id),
      await as.pass(member.id),
      await as.post('/api/blocks', { userId: member.id }),
      await as.post('/api/reports', { userId: member.id, reason: 'scam' }),
      await as.post('/api/badges/viewed', { sections: ['likes'] }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('PROFILE_PENDING');
    }
  });
});
