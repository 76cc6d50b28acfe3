import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';
import { insertMembers, type Member } from '../likes/discovery.test-support';

type Page = {
  items: { userId: string }[];
  filters: { minAge: number; maxAge: number; verifiedOnly: boolean };
};

/**
 * Issue 37, item 1: "Verified only" is one of the member's preferences, so browse filters by it
 * on the server and explore starts from it; explore's age range starts from the partner age the
 * member gave at sign-up until they save preferences of their own.
 */
describe('browse and explore follow the saved preferences (issue 37)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const page = async (member: { cookie: string }, path: string) => {
    const response = await requestAs(ctx, member, 'GET', path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  const ids = (body: Page) => body.items.map((item) => item.userId);
  const savePreferences = async (member: Member, changes: object) => {
    const current = (await requestAs(ctx, member, 'GET', '/api/preferences')).json();
    const saved = await requestAs(ctx, member, 'PUT', '/api/preferences', {
      ...current,
      ...changes,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json();
  };

  it('keeps browse to verified members when the member asked for them, and explore starts from it', async () => {
    const [viewer, verified, plain] = (await insertMembers(ctx.database.db, [
      { gender: 'male', city: 'yevlakh', preferences: { searchCity: 'yevlakh' } },
      { gender: 'female', city: 'yevlakh' },
      { gender: 'female', city: 'yevlakh' },
    ])) as [Member, Member, Member];
    await ctx.database.db
      .update(profiles)
      .set({ verifiedAt: new Date() })
      .where(eq(profiles.userId, verified.id));

    expect(new Set(ids(await page(viewer, '/api/discovery/browse')))).toEqual(
      new Set([verified.id, plain.id]),
    );
    expect(await savePreferences(viewer, { verifiedOnly: true })).toMatchObject({
      verifiedOnly: true,
    });

    const browse = await page(viewer, '/api/discovery/browse');
    expect(ids(browse)).toEqual([verified.id]);
    expect(browse.filters.verifiedOnly).toBe(true);
    // The total counts the same filtered candidates.
    expect((await requestAs(ctx, viewer, 'GET', '/api/discovery/browse')).json().total).toEqual({
      count: 1,
      isCapped: false,
    });
    expect(ids(await page(viewer, '/api/discovery/explore'))).toEqual([verified.id]);
    // Explore's own filter overrides the preference for that search only.
    const everyone = await page(viewer, '/api/discovery/explore?verifiedOnly=false');
    expect(new Set(ids(everyone))).toEqual(new Set([verified.id, plain.id]));
    expect(everyone.filters.verifiedOnly).toBe(false);
    expect(ids(await page(viewer, '/api/discovery/browse'))).toEqual([verified.id]);
    // Browse takes no filter from its address: only the saved preference decides.
    expect(ids(await page(viewer, '/api/discovery/browse?verifiedOnly=false'))).toEqual([
      verified.id,
    ]);

    await savePreferences(viewer, { verifiedOnly: false });
    expect(new Set(ids(await page(viewer, '/api/discovery/browse')))).toEqual(
      new Set([verified.id, plain.id]),
    );
  });

  it('refuses a preference that is not a boolean, and keeps it off for an older client that leaves it out', async () => {
    const [member] = (await insertMembers(ctx.database.db, [{ gender: 'male' }])) as [Member];
    const current = (await requestAs(ctx, member, 'GET', '/api/preferences')).json();
    for (const verifiedOnly of ['yes', 1, null, 'a'.repeat(10_000), '\u0000']) {
      const refused = await requestAs(ctx, member, 'PUT', '/api/preferences', {
        ...current,
        verifiedOnly,
      });
      expect(refused.statusCode).toBe(400);
    }
    const { verifiedOnly: _left, ...older } = current;
    const saved = await requestAs(ctx, member, 'PUT', '/api/preferences', older);
    expect(saved.json().verifiedOnly).toBe(false);
  });

  it('starts from the partner age given at sign-up until the member saves preferences', async () => {
    const person = await createConfirmedAccount(ctx, {
      gender: 'male',
      city: 'salyan',
      partnerAgeMin: 27,
      partnerAgeMax: 36,
    });
    expect((await requestAs(ctx, person, 'GET', '/api/preferences')).json()).toMatchObject({
      minAge: 27,
      maxAge: 36,
    });
    await ctx.database.db
      .update(profiles)
      .set({ isApproved: true })
      .where(eq(profiles.userId, person.user.id));
    const [young, inRange] = (await insertMembers(ctx.database.db, [
      { gender: 'female', city: 'salyan', age: 22 },
      { gender: 'female', city: 'salyan', age: 30 },
    ])) as [Member, Member];

    const explore = await page(person, '/api/discovery/explore?city=salyan');
    expect(explore.filters).toMatchObject({ minAge: 27, maxAge: 36 });
    expect(ids(explore)).toEqual([inRange.id]);
    expect(ids(await page(person, '/api/discovery/browse?order=newest'))).not.toContain(young.id);

    // Saved preferences win over the partner age from then on.
    const current = (await requestAs(ctx, person, 'GET', '/api/preferences')).json();
    await requestAs(ctx, person, 'PUT', '/api/preferences', { ...current, minAge: 20 });
    const widened = await page(person, '/api/discovery/explore?city=salyan');
    expect(widened.filters).toMatchObject({ minAge: 20, maxAge: 36 });
    expect(new Set(ids(widened))).toEqual(new Set([young.id, inRange.id]));
  });
});
