import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passes, preferences, userRoles } from '../../db/schema';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';

type Card = { userId: string; city: string | null };
const ids = (body: { items: Card[] }) => body.items.map((card) => card.userId);

describe('browse and explore', () => {
  const clock = manualClock(new Date());
  let ctx: TestApp;
  let viewer: Member;

  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock });
  });
  afterAll(() => ctx.close());

  // Each test gets a viewer in a city of its own, so earlier tests' people do not show.
  async function viewerIn(city: 'ganja' | 'quba' | 'shaki' | 'lankaran' | 'sumgayit' | 'shamakhi') {
    const [member] = await insertMembers(ctx.database.db, [
      { gender: 'male', preferences: { searchCity: city, minAge: 18, maxAge: 50 } },
    ]);
    viewer = member!;
    return viewer;
  }

  const savePreferences = (values: Partial<typeof preferences.$inferInsert>) =>
    ctx.database.db.update(preferences).set(values).where(eq(preferences.userId, viewer.id));

  it('shows approved, active people of the opposite gender, newest first, in pages', async () => {
    await viewerIn('ganja');
    const base = Date.parse('2026-01-01T00:00:00Z');
    const women = await insertMembers(
      ctx.database.db,
      Array.from({ length: 5 }, (_, i) => ({
        gender: 'female' as const,
        city: 'ganja' as const,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await insertMembers(ctx.database.db, [
      { gender: 'male', city: 'ganja' },
      { gender: 'female', city: 'ganja', isApproved: false },
      { gender: 'female', city: 'ganja', isActive: false },
      { gender: 'female', city: 'ganja', deletedAt: new Date() },
    ]);
    const page1 = (await api(ctx, viewer).get('/api/discovery/browse?limit=3')).json();
    expect(page1.total).toEqual({ count: 5, isCapped: false });
    expect(ids(page1)).toEqual([women[4]!.id, women[3]!.id, women[2]!.id]);
    const page2 = (
      await api(ctx, viewer).get(`/api/discovery/browse?limit=3&cursor=${page1.nextCursor}`)
    ).json();
    expect(page2.total).toBeNull();
    expect(page2.nextCursor).toBeNull();
    expect(ids(page2)).toEqual([women[1]!.id, women[0]!.id]);
  });

  it('applies the saved age range and city to browse, and lets explore override them', async () => {
    await viewerIn('quba');
    const [young, inRange, old, elsewhere] = await insertMembers(ctx.database.db, [
      { gender: 'female', city: 'quba', age: 19 },
      { gender: 'female', city: 'quba', age: 35 },
      { gender: 'female', city: 'quba', age: 58 },
      { gender: 'female', city: 'shirvan', age: 35, goals: ['friendship'] },
    ]);
    await savePreferences({ minAge: 30, maxAge: 40 });
    expect(ids((await api(ctx, viewer).get('/api/discovery/browse')).json())).toEqual([
      inRange!.id,
    ]);
    const all = (await api(ctx, viewer).get('/api/discovery/explore?minAge=18&maxAge=60')).json();
    expect(new Set(ids(all))).toEqual(new Set([young!.id, inRange!.id, old!.id]));
    expect(all.filters).toEqual({
      minAge: 18,
      maxAge: 60,
      city: 'quba',
      goals: [],
      order: 'newest',
      showEveryone: false,
      verifiedOnly: false,
    });
    const friends = (
      await api(ctx, viewer).get('/api/discovery/explore?city=shirvan&goals=friendship')
    ).json();
    expect(ids(friends)).toEqual([elsewhere!.id]);
    const marriage = await api(ctx, viewer).get(
      '/api/discovery/explore?city=shirvan&goals=marriage',
    );
    expect(marriage.json().items).toEqual([]);
  });

  it('ages from the birth date when it is known', async () => {
    await viewerIn('shamakhi');
    const today = clock.now();
    const birthday = (years: number) =>
      `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    const [fifty, fiftyOne] = await insertMembers(ctx.database.db, [
      { gender: 'female', city: 'shamakhi', dateOfBirth: birthday(50) },
      { gender: 'female', city: 'shamakhi', dateOfBirth: birthday(51) },
    ]);
    const cards = (await api(ctx, viewer).get('/api/discovery/browse')).json();
    expect(ids(cards)).toEqual([fifty!.id]);
    expect(cards.items[0].age).toBe(50);
    expect(fiftyOne).toBeDefined();
  });

  it('S4: privacy mode shows a member only to people they liked; a hidden city stays hidden', async () => {
    await viewerIn('shaki');
    const [privateOne, hiddenCity] = await insertMembers(ctx.database.db, [
      { gender: 'female', city: 'shaki', preferences: { privacyMode: true } },
      { gender: 'female', city: 'lankaran', preferences: { locationVisibility: 'hidden' } },
    ]);
    expect(ids((await api(ctx, viewer).get('/api/discovery/browse')).json())).toEqual([]);
    expect((await api(ctx, privateOne).like(viewer.id)).statusCode).toBe(201);
    expect(ids((await api(ctx, viewer).get('/api/discovery/browse')).json())).toEqual([
      privateOne!.id,
    ]);
    // Not findable by the city they hide, and shown without it elsewhere.
    expect(
      (await api(ctx, viewer).get('/api/discovery/explore?city=lankaran')).json().items,
    ).toEqual([]);
    const everywhere = (await api(ctx, viewer).get('/api/discovery/explore?city=all')).json();
    const card = everywhere.items.find((c: Card) => c.userId === hiddenCity!.id);
    expect(card.city).toBeNull();
  });

  it('S4: a member who shows only their region shows it on cards and is not findable by city', async () => {
    await viewerIn('shaki');
    const [regionOnly] = await insertMembers(ctx.database.db, [
      { gender: 'female', city: 'lankaran', preferences: { locationVisibility: 'region' } },
    ]);
    expect(
      (await api(ctx, viewer).get('/api/discovery/explore?city=lankaran')).json().items,
    ).toEqual([]);
    const everywhere = (await api(ctx, viewer).get('/api/discovery/explore?city=all')).json();
    const card = everywhere.items.find((c: Card) => c.userId === regionOnly!.id);
    expect(card).toMatchObject({ city: null, region: 'lankaran_astara' });
  });

  it('D13: a pass hides the person for 30 days, Refresh brings them back at once', async () => {
    await viewerIn('lankaran');
    await savePreferences({ searchCity: 'sabirabad' });
    const [passed, kept] = await insertMembers(ctx.database.db, [
      { gender: 'female', city: 'sabirabad' },
      { gender: 'female', city: 'sabirabad' },
    ]);
    expect((await api(ctx, viewer).pass(passed!.id)).statusCode).toBe(204);
    const browse = () => api(ctx, viewer).get('/api/discovery/browse');
    expect(ids((await browse()).json())).toEqual([kept!.id]);
    clock.advance(29 * 24 * 60 * 60 * 1000);
    expect(ids((await browse()).json())).toEqual([kept!.id]);
    clock.advance(2 * 24 * 60 * 60 * 1000);
    expect(new Set(ids((await browse()).json()))).toEqual(new Set([passed!.id, kept!.id]));

    expect((await api(ctx, viewer).pass(passed!.id)).statusCode).toBe(204);
    expect(ids((await browse()).json())).toEqual([kept!.id]);
    expect((await api(ctx, viewer).delete('/api/passes')).statusCode).toBe(204);
    expect(ids((await browse()).json())).toHaveLength(2);
  });

  it('leaves out people the viewer liked and people blocked either way', async () => {
    await viewerIn('sumgayit');
    const [liked, blocked, blocker, shown] = await insertMembers(
      ctx.database.db,
      Array.from({ length: 4 }, () => ({ gender: 'female' as const, city: 'sumgayit' as const })),
    );
    expect((await api(ctx, viewer).like(liked!.id)).statusCode).toBe(201);
    expect((await api(ctx, viewer).post('/api/blocks', { userId: blocked!.id })).statusCode).toBe(
      204,
    );
    expect((await api(ctx, blocker).post('/api/blocks', { userId: viewer.id })).statusCode).toBe(
      204,
    );
    expect(ids((await api(ctx, viewer).get('/api/discovery/browse')).json())).toEqual([shown!.id]);
    // And the blocker is gone from the other side too.
    const theirs = (await api(ctx, blocker).get('/api/discovery/explore?city=all')).json();
    expect(ids(theirs)).not.toContain(viewer.id);
  });

  it('refuses bad filters and cursors with 400, and pending members with 403', async () => {
    await viewerIn('ganja');
    for (const query of ['minAge=17', 'maxAge=61', 'city=paris', 'goals=dating', 'cursor=x']) {
      const response = await api(ctx, viewer).get(`/api/discovery/explore?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const [pending] = await insertMembers(ctx.database.db, [{ isApproved: false }]);
    const response = await api(ctx, pending).get('/api/discovery/browse');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('PROFILE_PENDING');
    expect((await api(ctx, undefined).get('/api/discovery/browse')).statusCode).toBe(401);
  });

  it('issue 22: Undo takes back only the newest pass, within ten minutes; the person returns', async () => {
    await viewerIn('shamakhi');
    const [first, second] = await insertMembers(ctx.database.db, [
      { gender: 'female', city: 'shamakhi' },
      { gender: 'female', city: 'shamakhi' },
    ]);
    const me = api(ctx, viewer);
    const undo = (userId: string) => me.delete(`/api/passes/${userId}`);
    const browse = async () =>
      ids((await me.get('/api/discovery/browse')).json()).filter((id) =>
        [first!.id, second!.id].includes(id),
      );

    const none = await undo(first!.id);
    expect([none.statusCode, none.json().error.code]).toEqual([409, 'NOTHING_TO_UNDO']);
    expect((await me.pass(first!.id)).statusCode).toBe(204);
    clock.advance(1000);
    expect((await me.pass(second!.id)).statusCode).toBe(204);
    expect(await browse()).toEqual([]);

    const earlier = await undo(first!.id);
    expect([earlier.statusCode, earlier.json().error.code]).toEqual([409, 'PASS_NOT_LATEST']);
    expect((await undo(second!.id)).statusCode).toBe(204);
    expect(await browse()).toEqual([second!.id]);

    // The first pass is the newest again, but it is older than the window now.
    clock.advance(10 * 60 * 1000);
    const late = await undo(first!.id);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'NOTHING_TO_UNDO']);
    expect(await browse()).toEqual([second!.id]);
  });

  it("issue 22: Undo touches only the member's own passes; access sweep and hostile ids", async () => {
    await viewerIn('quba');
    const [passed, pending, other, moderator, admin] = await insertMembers(ctx.database.db, [
      { gender: 'female', city: 'quba' },
      { gender: 'male', isApproved: false },
      { gender: 'male' },
      { gender: 'male' },
      { gender: 'male' },
    ]);
    await ctx.database.db.insert(userRoles).values([
      { userId: moderator!.id, role: 'moderator' },
      { userId: admin!.id, role: 'admin' },
    ]);
    expect((await api(ctx, viewer).pass(passed!.id)).statusCode).toBe(204);
    const url = `/api/passes/${passed!.id}`;

    expect((await api(ctx, undefined).delete(url)).statusCode).toBe(401);
    const notApproved = await api(ctx, pending).delete(url);
    expect([notApproved.statusCode, notApproved.json().error.code]).toEqual([
      403,
      'PROFILE_PENDING',
    ]);
    for (const someoneElse of [other, moderator, admin]) {
      const response = await api(ctx, someoneElse).delete(url);
      expect([response.statusCode, response.json().error.code]).toEqual([409, 'NOTHING_TO_UNDO']);
    }
    const stored = await ctx.database.db
      .select()
      .from(passes)
      .where(and(eq(passes.userId, viewer.id), eq(passes.passedId, passed!.id)));
    expect(stored).toHaveLength(1);

    for (const hostile of [
      'x',
      '%00',
      'a'.repeat(5000),
      '00000000-0000-0000-0000-00000000000%00',
    ]) {
      const response = await api(ctx, viewer).delete(`/api/passes/${hostile}`);
      expect(response.statusCode, hostile).toBe(400);
    }
    expect((await api(ctx, viewer).delete(url)).statusCode).toBe(204);
  });
});
