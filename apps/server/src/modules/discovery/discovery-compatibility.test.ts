import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferences, userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';

type Card = { userId: string; compatibility: { percent: number; reasons: unknown[] } | null };
type Page = {
  items: Card[];
  nextCursor: string | null;
  filters: { order: string };
  total: { count: number; isCapped: boolean } | null;
};
const ids = (page: Page) => page.items.map((card) => card.userId);

/**
 * Issue 27, items 4 and 5 through the API: the percentage and reasons on cards and profiles,
 * dealbreakers both ways and "show me everyone", "Best match" as the default, and that no
 * route hands anyone another member's answers.
 */
describe('compatibility in browse, explore and profiles', () => {
  let ctx: TestApp;
  let db: TestApp['database']['db'];

  beforeAll(async () => {
    ctx = await buildTestApp();
    db = ctx.database.db;
  });
  afterAll(() => ctx.close());

  type Answer = [questionId: number, answer: number, accepted: number[], importance?: string];
  async function answer(member: Member, answers: Answer[], useInScore = true) {
    for (const [questionId, given, accepted, importance = 'very'] of answers) {
      const response = await requestAs(
        ctx,
        member,
        'PUT',
        `/api/compatibility/answers/${questionId}`,
        {
          answer: given,
          accepted,
          importance,
          useInScore,
        },
      );
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  const browse = async (member: Member, query = '') =>
    (await api(ctx, member).get(`/api/discovery/browse${query}`)).json() as Page;

  // Children (12–14), parents (17), relocation (24), work (27): all answered 0, all accepted.
  const agreeable: Answer[] = [
    [12, 0, [0]],
    [13, 0, [0]],
    [14, 0, [0]],
    [17, 0, [0]],
    [24, 0, [0]],
    [27, 0, [0]],
  ];

  it('shows the percentage and the reasons on the card and the profile, never an answer', async () => {
    const [man, woman] = (await insertMembers(db, [
      { gender: 'male', city: 'shaki', preferences: { searchCity: 'shaki' } },
      { gender: 'female', city: 'shaki', preferences: { searchCity: 'shaki' } },
    ])) as [Member, Member];
    await answer(man, agreeable);
    // She accepts his answers but for relocation; his faith answer is scored, hers is not, so
    // her "Mandatory" there cannot count (decision 028).
    await answer(
      woman,
      agreeable.map(([q, a, acc]) => [q, a, q === 24 ? [1] : acc]),
    );
    await answer(man, [[1, 3, [3]]]);
    await answer(woman, [[1, 0, [0], 'mandatory']], false);
    // His share 1, hers 250 / 300; √(5/6) − 1/6 = 0.746.
    const expected = {
      percent: 75,
      reasons: [
        { key: 'compatibility.reasons.agree', params: { topics: ['children', 'parents'] } },
        { key: 'compatibility.reasons.differ', params: { topics: ['relocation'] } },
      ],
    };
    const page = await browse(man);
    expect(page.filters.order).toBe('best');
    expect(page.items).toEqual([
      expect.objectContaining({ userId: woman.id, compatibility: expected }),
    ]);
    const hers = await browse(woman, '?order=newest');
    expect(hers.items[0]!.compatibility).toEqual(expected);
    const profile = (await api(ctx, man).get(`/api/profiles/${woman.id}`)).json();
    expect(profile.compatibility).toEqual(expected);
    for (const body of [JSON.stringify(page), JSON.stringify(hers), JSON.stringify(profile)]) {
      expect(body).not.toMatch(/"accepted"|"importance"|"answer"|"useInScore"|"mandatory"/);
    }
  });

  it('shows no percentage below five shared questions, and Newest until five are answered', async () => {
    const [man, woman] = (await insertMembers(db, [
      { gender: 'male', city: 'quba', preferences: { searchCity: 'quba' } },
      { gender: 'female', city: 'quba', preferences: { searchCity: 'quba' } },
    ])) as [Member, Member];
    await answer(man, agreeable.slice(0, 4));
    await answer(woman, agreeable);
    const page = await browse(man);
    expect(page.filters.order).toBe('newest');
    expect(page.items[0]!.compatibility).toBeNull();
    expect((await api(ctx, man).get(`/api/profiles/${woman.id}`)).json().compatibility).toBeNull();
    expect((await browse(woman)).filters.order).toBe('best');
    expect((await browse(woman)).items[0]!.compatibility).toBeNull();
  });

  it('keeps pairs with an unmet "Mandatory" apart, either way, unless the viewer shows everyone', async () => {
    const [man, hisNo, herNo, fine] = (await insertMembers(db, [
      { gender: 'male', city: 'lankaran', preferences: { searchCity: 'lankaran' } },
      { gender: 'female', city: 'lankaran', preferences: { searchCity: 'lankaran' } },
      { gender: 'female', city: 'lankaran', preferences: { searchCity: 'lankaran' } },
      { gender: 'female', city: 'lankaran', preferences: { searchCity: 'lankaran' } },
    ])) as [Member, Member, Member, Member];
    // He will not move abroad and makes it mandatory; one woman will; another makes "no
    // smoking" mandatory and he smokes. One shared question is enough for a dealbreaker.
    await answer(man, [
      [25, 0, [0], 'mandatory'],
      [36, 1, [0, 1]],
    ]);
    await answer(hisNo, [[25, 2, [0, 1, 2]]]);
    await answer(herNo, [[36, 0, [0], 'mandatory']]);
    await answer(fine, [
      [25, 0, [0]],
      [36, 0, [0, 1], 'mandatory'],
    ]);
    for (const route of ['browse', 'explore']) {
      const page = (await api(ctx, man).get(`/api/discovery/${route}?order=newest`)).json();
      expect(ids(page)).toEqual([fine.id]);
      expect(page.total).toEqual({ count: 1, isCapped: false });
      const best = (await api(ctx, man).get(`/api/discovery/${route}?order=best`)).json();
      expect(ids(best)).toEqual([fine.id]);
      // Counted by the window itself (decision 030), with the same dealbreakers.
      expect(best.total).toEqual(page.total);
    }
    // The other direction: neither woman sees him.
    expect(ids(await browse(hisNo))).not.toContain(man.id);
    expect(ids(await browse(herNo))).not.toContain(man.id);
    expect(ids(await browse(fine))).toContain(man.id);

    await db.update(preferences).set({ showEveryone: true }).where(eq(preferences.userId, man.id));
    const everyone = await browse(man, '?order=newest');
    expect(new Set(ids(everyone))).toEqual(new Set([hisNo.id, herNo.id, fine.id]));
    expect(everyone.filters).toMatchObject({ showEveryone: true });
    expect((await browse(man, '?order=best')).total).toEqual({ count: 3, isCapped: false });
    // His choice is his: she still does not see him.
    expect(ids(await browse(herNo))).not.toContain(man.id);
  });

  it('orders best first with Newest beside it, and refuses an unknown order', async () => {
    const [man, close, far] = (await insertMembers(db, [
      { gender: 'male', city: 'shamakhi', preferences: { searchCity: 'shamakhi' } },
      {
        gender: 'female',
        city: 'shamakhi',
        preferences: { searchCity: 'shamakhi' },
        createdAt: new Date('2026-01-01'),
      },
      {
        gender: 'female',
        city: 'shamakhi',
        preferences: { searchCity: 'shamakhi' },
        createdAt: new Date('2026-02-01'),
      },
    ])) as [Member, Member, Member];
    await answer(man, agreeable);
    await answer(close, agreeable);
    await answer(
      far,
      agreeable.map(([q, a]) => [q, a, [1]]),
    );
    expect(ids(await browse(man))).toEqual([close.id, far.id]);
    expect(ids(await browse(man, '?order=newest'))).toEqual([far.id, close.id]);
    const explore = (await api(ctx, man).get('/api/discovery/explore?order=best')).json();
    expect(ids(explore)).toEqual([close.id, far.id]);
    for (const bad of ['?order=oldest', '?order=best&cursor=eyJhYm92ZSI6MX0']) {
      const response = await api(ctx, man).get(`/api/discovery/browse${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it("access sweep: no route gives anyone another member's answers", async () => {
    const [owner, other, pending, moderator, admin] = (await insertMembers(db, [
      { gender: 'female', city: 'ganja', preferences: { searchCity: 'ganja' } },
      { gender: 'male', city: 'ganja', preferences: { searchCity: 'ganja' } },
      { gender: 'male', city: 'ganja', isApproved: false },
      { gender: 'male', city: 'ganja', preferences: { searchCity: 'ganja' } },
      { gender: 'male', city: 'ganja', preferences: { searchCity: 'ganja' } },
    ])) as [Member, Member, Member, Member, Member];
    await db.insert(userRoles).values([
      { userId: moderator.id, role: 'moderator' },
      { userId: admin.id, role: 'admin' },
    ]);
    await answer(owner, agreeable);
    await answer(other, [[12, 3, [3]]]);
    const anonymous = await api(ctx, undefined).get('/api/compatibility/answers');
    expect(anonymous.statusCode).toBe(401);
    for (const viewer of [other, pending, moderator, admin]) {
      const own = (await api(ctx, viewer).get('/api/compatibility/answers')).json();
      expect(own.answers.length).toBe(viewer === other ? 1 : 0);
      for (const url of [
        `/api/profiles/${owner.id}`,
        `/api/profiles/${owner.profileId}`,
        '/api/discovery/browse',
        '/api/discovery/explore',
        `/api/admin/users/${owner.id}`,
        `/api/compatibility/answers/${owner.id}`,
      ]) {
        const body = (await api(ctx, viewer).get(url)).body;
        expect(body, `${url} as ${viewer.name}`).not.toMatch(
          /"accepted"|"importance"|"useInScore"/,
        );
      }
    }
    const asAdmin = (await api(ctx, admin).get(`/api/profiles/${owner.id}`)).json();
    expect(asAdmin.compatibility).toBeNull();
  });
});
