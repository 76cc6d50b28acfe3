import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { as } from '../../../test/accounts';
import {
  approved,
  getProfile,
  makeAdmin,
  match,
  ownProfile,
  patchMe,
} from '../profiles/profiles.test-support';
import { marriageDetailsFor, type DetailsViewer } from './marriage-details';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const details = {
  religiousPractice: 'moderately',
  nikahExpectation: 'yes',
  familyRegion: 'shaki_zagatala',
} as const;

describe('marriage details: hidden until a match (issue 39, item 5)', () => {
  it('decides by the viewer’s relation to the owner, in one place', () => {
    const seen: Record<DetailsViewer, boolean> = {
      owner: true,
      match: true,
      guardian_of_match: true,
      guardian_of_owner: true,
      staff: false,
      other: false,
    };
    for (const [viewer, sees] of Object.entries(seen))
      expect(marriageDetailsFor(details, viewer as DetailsViewer)).toEqual(sees ? details : null);
  });

  it('shows them to the owner and a match; never to another member, staff, or in lists', async () => {
    const owner = await approved(ctx, 'female');
    const other = await approved(ctx, 'male');
    const matched = await approved(ctx, 'male');
    const admin = await approved(ctx, 'male');
    await makeAdmin(ctx, admin);
    const saved = await patchMe(ctx, owner, { ...details, managedBy: 'parent' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ managedBy: 'parent', marriageDetails: details });
    expect(await ownProfile(ctx, owner)).toMatchObject({ marriageDetails: details });
    await match(ctx, owner, matched);

    const preview = (await getProfile(ctx, other, owner.user.id)).json();
    expect(preview).toMatchObject({ isFull: false, profile: { managedBy: 'parent' } });
    expect(preview.profile).not.toHaveProperty('marriageDetails');
    const byAdmin = (await getProfile(ctx, admin, owner.user.id)).json();
    expect(byAdmin.profile).toMatchObject({ managedBy: 'parent', marriageDetails: null });
    const byMatch = (await getProfile(ctx, matched, owner.user.id)).json();
    expect(byMatch).toMatchObject({
      isFull: true,
      profile: { managedBy: 'parent', marriageDetails: details },
    });
    for (const body of [JSON.stringify(preview), JSON.stringify(byAdmin)]) {
      for (const value of ['moderately', 'shaki_zagatala', 'religiousPractice', 'nikahExpectation'])
        expect(body).not.toContain(value);
    }

    // Cards everywhere else read no hidden column at all.
    for (const url of [
      '/api/discovery/browse',
      '/api/discovery/explore',
      '/api/matches',
      '/api/likes/received',
      '/api/visitors',
    ]) {
      for (const viewer of [other, matched]) {
        const response = await ctx.app.inject({ url, headers: as(viewer) });
        for (const value of ['shaki_zagatala', 'moderately', 'nikahExpectation'])
          expect(response.body, url).not.toContain(value);
      }
    }
  });

  it('takes only catalogue values, and clears them with null', async () => {
    const owner = await approved(ctx, 'female');
    for (const [field, value] of [
      ['religiousPractice', 'devout'],
      ['nikahExpectation', true],
      ['familyRegion', 'baku\u0000'],
      ['familyRegion', 'x'.repeat(10_000)],
      ['managedBy', 'neighbour'],
      ['managedBy', null],
    ] as const) {
      const response = await patchMe(ctx, owner, { [field]: value });
      expect(response.statusCode, `${field} ${String(value)}`).toBe(400);
      expect(response.json().error.issues).toContainEqual(expect.objectContaining({ path: field }));
    }
    await patchMe(ctx, owner, details);
    const cleared = await patchMe(ctx, owner, { religiousPractice: null, familyRegion: '' });
    expect(cleared.json().profile.marriageDetails).toEqual({
      ...details,
      religiousPractice: null,
      familyRegion: null,
    });
  });
});
