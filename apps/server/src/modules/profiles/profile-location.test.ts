import { locationVisibilities, type LocationVisibility } from '@vusal/shared/catalog/enums';
import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { as, type Person } from '../../../test/accounts';
import { approved, makeAdmin, match } from './profiles.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const approvedIn = (city: 'shaki' | 'ganja') => approved(ctx, 'female', { city });

async function choose(person: Person, locationVisibility: LocationVisibility) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/preferences',
    payload: { ...defaultPreferences, locationVisibility },
    headers: as(person),
  });
  expect(response.statusCode).toBe(200);
}

async function locationSeen(viewer: Person, owner: Person) {
  const response = await ctx.app.inject({
    url: `/api/profiles/${owner.user.id}`,
    headers: as(viewer),
  });
  expect(response.statusCode).toBe(200);
  const { isFull, profile } = response.json();
  return { isFull, city: profile.city, region: profile.region };
}

const expected: Record<LocationVisibility, { city: string | null; region: string | null }> = {
  exact: { city: 'shaki', region: 'shaki_zagatala' },
  city: { city: 'shaki', region: 'shaki_zagatala' },
  region: { city: null, region: 'shaki_zagatala' },
  hidden: { city: null, region: null },
};

const seen: Record<LocationVisibility, string> = {
  exact: 'the city',
  city: 'the city',
  region: 'only the region',
  hidden: 'nothing',
};

describe('location visibility (S4, SECURITY 24, issue 7 B2)', () => {
  for (const visibility of locationVisibilities) {
    it(`'${visibility}': others see ${seen[visibility]}, in the preview and the full view`, async () => {
      const owner = await approvedIn('shaki');
      await choose(owner, visibility);
      const stranger = await approvedIn('ganja');
      expect(await locationSeen(stranger, owner)).toEqual({
        isFull: false,
        ...expected[visibility],
      });

      const matched = await approvedIn('ganja');
      await match(ctx, matched, owner);
      expect(await locationSeen(matched, owner)).toEqual({ isFull: true, ...expected[visibility] });
    });
  }

  it('never lets the city through when only the region is shown', async () => {
    const owner = await approvedIn('shaki');
    await choose(owner, 'region');
    const viewer = await approvedIn('ganja');
    const body = (
      await ctx.app.inject({ url: `/api/profiles/${owner.user.id}`, headers: as(viewer) })
    ).body;
    expect(body).not.toMatch(/shaki"|Şəki"/);
    expect(body).toContain('"region":"shaki_zagatala"');
  });

  it('shows the owner and admins the city and its region whatever was chosen', async () => {
    const owner = await approvedIn('shaki');
    await choose(owner, 'hidden');
    const full = { isFull: true, city: 'shaki', region: 'shaki_zagatala' };
    expect(await locationSeen(owner, owner)).toEqual(full);

    const me = await ctx.app.inject({ url: '/api/profiles/me', headers: as(owner) });
    expect(me.json().profile).toMatchObject({ city: 'shaki', region: 'shaki_zagatala' });

    const admin = await approvedIn('ganja');
    await makeAdmin(ctx, admin);
    expect(await locationSeen(admin, owner)).toEqual(full);
  });
});
