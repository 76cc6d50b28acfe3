import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { PREVIEW_FIELDS } from '../../../test/preview-fields';
import { api, couple, insertMembers } from './discovery.test-support';

describe('likes', () => {
  let ctx: TestApp;
  const premiumIds = new Set<string>();

  beforeAll(async () => {
    ctx = await buildTestApp(
      {},
      {
        premium: { isPremium: async (userId) => premiumIds.has(userId) },
        actionLimits: { max: 1000, windowMs: 60_000 },
      },
    );
  });
  afterAll(() => ctx.close());

  it('stores a like, refuses a second one, and makes one match when it is mutual', async () => {
    const [man, woman] = await couple(ctx.database.db);
    const first = await api(ctx, man).like(woman.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ result: 'liked', kind: 'like' });

    const again = await api(ctx, man).like(woman.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_LIKED',
      message: 'errors.ALREADY_LIKED',
      requestId: expect.any(String),
    });

    const back = await api(ctx, woman).like(man.id);
    expect(back.statusCode).toBe(201);
    const body = back.json();
    expect(body.result).toBe('matched');
    expect(body.match).toMatchObject({
      other: { userId: man.id },
      myAnswer: null,
      otherAnswer: null,
      chatOpen: false,
      status: 'new',
    });
    // Nothing beyond the preview leaks through the match (SECURITY 12).
    expect(Object.keys(body.match.other).sort()).toEqual(PREVIEW_FIELDS);
  });

  it('S6: refuses a self-like, and likes of people one cannot see (404)', async () => {
    const [me] = await insertMembers(ctx.database.db, [{ gender: 'male' }]);
    const self = await api(ctx, me).like(me!.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('SELF_LIKE');

    const hidden = await insertMembers(ctx.database.db, [
      { isApproved: false },
      { isActive: false },
      { deletedAt: new Date() },
    ]);
    for (const person of hidden) {
      expect((await api(ctx, me).like(person.id)).statusCode).toBe(404);
    }
    expect((await api(ctx, me).like(crypto.randomUUID())).statusCode).toBe(404);
    expect((await api(ctx, me).like('not-a-uuid')).statusCode).toBe(400);
  });

  it('D5: refuses a like or superlike between members of the same gender, and stores nothing', async () => {
    premiumIds.clear();
    for (const gender of ['male', 'female'] as const) {
      const [me, same, other] = await insertMembers(ctx.database.db, [
        { gender },
        { gender },
        { gender: gender === 'male' ? 'female' : 'male' },
      ]);
      premiumIds.add(me!.id);
      for (const kind of ['like', 'superlike'] as const) {
        const refused = await api(ctx, me).like(same!.id, kind);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toEqual({
          code: 'SAME_GENDER_LIKE',
          message: 'errors.SAME_GENDER_LIKE',
          requestId: expect.any(String),
        });
      }
      expect((await api(ctx, same).get('/api/likes/received')).json().total).toBe(0);
      expect((await api(ctx, me).like(other!.id)).statusCode).toBe(201);
    }
  });

  it('refuses likes from a member whose profile is not approved', async () => {
    const [pending, woman] = await insertMembers(ctx.database.db, [
      { gender: 'male', isApproved: false },
      { gender: 'female' },
    ]);
    const response = await api(ctx, pending).like(woman!.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('PROFILE_PENDING');
    expect((await api(ctx, undefined).like(woman!.id)).statusCode).toBe(401);
  });

  it('SECURITY 16: refuses a superlike from anyone who is not premium', async () => {
    const [man, woman] = await couple(ctx.database.db);
    const refused = await api(ctx, man).like(woman.id, 'superlike');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PREMIUM_REQUIRED');
    // Nothing was stored: a plain like still works.
    expect((await api(ctx, man).like(woman.id)).statusCode).toBe(201);

    premiumIds.add(woman.id);
    const allowed = await api(ctx, woman).like(man.id, 'superlike');
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json()).toMatchObject({ result: 'matched', kind: 'superlike' });
  });

  it('shows "Aysel M." in browse and likes received, the full name once matched (decision 018)', async () => {
    const [me, aysel] = await insertMembers(ctx.database.db, [
      { gender: 'male' },
      { gender: 'female', name: 'Aysel Məmmədova' },
    ]);
    const nameIn = (items: { userId: string; fullName: string }[]) =>
      items.find((card) => card.userId === aysel!.id)?.fullName;

    const browse = (await api(ctx, me).get('/api/discovery/browse')).json();
    expect(nameIn(browse.items)).toBe('Aysel M.');
    await api(ctx, aysel).like(me!.id);
    const received = (await api(ctx, me).get('/api/likes/received')).json();
    expect(nameIn(received.items.map((item: { from: never }) => item.from))).toBe('Aysel M.');
    expect(JSON.stringify([browse, received])).not.toContain('Məmmədova');

    const matched = (await api(ctx, me).like(aysel!.id)).json();
    expect(matched.match.other.fullName).toBe('Aysel Məmmədova');
    const list = (await api(ctx, me).get('/api/matches')).json();
    expect(nameIn(list.items.map((item: { other: never }) => item.other))).toBe('Aysel Məmmədova');
  });

  it('lists who liked me, newest first, without those I matched with', async () => {
    const [me, first, second, matched] = await insertMembers(ctx.database.db, [
      { gender: 'female' },
      { gender: 'male' },
      { gender: 'male' },
      { gender: 'male' },
    ]);
    for (const liker of [first!, second!, matched!]) await api(ctx, liker).like(me!.id);
    await api(ctx, me).like(matched!.id);
    const page = (await api(ctx, me).get('/api/likes/received')).json();
    expect(page.total).toBe(2);
    expect(page.items.map((item: { from: { userId: string } }) => item.from.userId)).toEqual([
      second!.id,
      first!.id,
    ]);
    const relation = (await api(ctx, me).get(`/api/relations/${first!.id}`)).json();
    expect(relation).toEqual({ liked: false, likedMe: true, match: null });
    const matchedRelation = (await api(ctx, me).get(`/api/relations/${matched!.id}`)).json();
    expect(matchedRelation).toMatchObject({
      liked: true,
      likedMe: true,
      match: { chatOpen: false },
    });
  });

  it('SECURITY 13: 100 pairs liking each other at the same instant make exactly 100 matches', async () => {
    const men = await insertMembers(
      ctx.database.db,
      Array.from({ length: 100 }, () => ({ gender: 'male' as const })),
    );
    const women = await insertMembers(
      ctx.database.db,
      Array.from({ length: 100 }, () => ({ gender: 'female' as const })),
    );
    const responses = await Promise.all(
      men.flatMap((man, i) => [api(ctx, man).like(women[i]!.id), api(ctx, women[i]!).like(man.id)]),
    );
    const failed = responses.find((r) => r.statusCode !== 201);
    expect(failed?.body).toBeUndefined();
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 201));
    const results = responses.map((r) => r.json().result as string);
    expect(results.filter((r) => r === 'matched')).toHaveLength(100);
    for (const man of men) {
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(matches)
        .where(eq(matches.user1Id, man.id < womenOf(man.id) ? man.id : womenOf(man.id)));
      expect(row!.n).toBe(1);
    }

    function womenOf(manId: string) {
      return women[men.findIndex((m) => m.id === manId)]!.id;
    }
  });
});

describe('like limits', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { actionLimits: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => ctx.close());

  it('SECURITY 31: a member past the limit gets 429 with Retry-After; others are unaffected', async () => {
    const [busy, calm, ...women] = await insertMembers(ctx.database.db, [
      { gender: 'male' },
      { gender: 'male' },
      ...Array.from({ length: 5 }, () => ({ gender: 'female' as const })),
    ]);
    const statuses: number[] = [];
    for (const woman of women.slice(0, 3)) {
      statuses.push((await api(ctx, busy).like(woman.id)).statusCode);
    }
    // Passes share the likes' budget.
    const limited = await api(ctx, busy!).pass(women[3]!.id);
    expect(statuses).toEqual([201, 201, 201]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api(ctx, calm).like(women[4]!.id)).statusCode).toBe(201);
  });
});
