import { MAX_PROFILE_PHOTOS } from '@vusal/shared/catalog/constants';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePhotos, profiles, userRoles } from '../../db/schema';
import { smallKeyOf } from '../../infra/storage/random-key';
import { buildTestApp, type TestApp } from '../../../test/app';
import { as, createConfirmedAccount, type Person, requestAs } from '../../../test/accounts';
import {
  approved,
  getProfile,
  makeAdmin,
  ownProfile,
  setProfile,
  uploadPhoto,
} from './profiles.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

type OwnPhoto = { id: string; url: string; state: 'approved' | 'pending' };

const add = async (person: Person, color: string): Promise<OwnPhoto[]> => {
  const response = await uploadPhoto(ctx, person, color);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().photos;
};

const row = async (person: Person) => {
  const [found] = await ctx.database.db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, person.user.id));
  return found!;
};

const seenBy = async (viewer: Person, member: Person) =>
  (await getProfile(ctx, viewer, member.user.id)).json().profile as {
    photoUrl: string | null;
    photos: string[];
  };

describe('a member shows several photos (decision 037)', () => {
  it('before approval each photo publishes at once, in order, the first one main', async () => {
    const me = await createConfirmedAccount(ctx);
    await add(me, '#f00');
    const photos = await add(me, '#0f0');
    expect(photos.map((photo) => photo.state)).toEqual(['approved', 'approved']);
    expect((await requestAs(ctx, me, 'GET', '/api/profiles/me/photos')).json().photos).toEqual(
      photos,
    );
    const profile = await ownProfile(ctx, me);
    expect(profile.photos).toEqual(photos.map((photo) => photo.url));
    expect(profile.photoUrl).toBe(photos[0]!.url);

    await setProfile(ctx, me, { isApproved: true });
    const other = await approved(ctx, 'male');
    const seen = await seenBy(other, me);
    expect(seen.photos).toEqual(photos.map((photo) => photo.url));
    expect(seen.photoUrl).toBe(photos[0]!.url);
    for (const url of seen.photos) {
      const served = await ctx.app.inject({ url, headers: as(other) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(
        (await ctx.app.inject({ url: `${url}?size=small`, headers: as(other) })).statusCode,
      ).toBe(200);
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it(`takes at most ${MAX_PROFILE_PHOTOS}, also when uploads race`, async () => {
    const me = await createConfirmedAccount(ctx);
    for (let n = 1; n < MAX_PROFILE_PHOTOS; n++) await add(me, `#${n}${n}${n}`);
    const racing = await Promise.all(['#a00', '#0a0', '#00a'].map((c) => uploadPhoto(ctx, me, c)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = await uploadPhoto(ctx, me, '#abc');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PHOTO_LIMIT');
    const stored = await ctx.database.db
      .select()
      .from(profilePhotos)
      .where(eq(profilePhotos.profileId, (await row(me)).id));
    expect(stored).toHaveLength(MAX_PROFILE_PHOTOS);
    // The refused uploads left no file behind.
    for (const photo of stored) expect(await ctx.storage.get(photo.photoKey)).not.toBeNull();
  });

  it('reorders by the full list of ids, sets the main photo, and deletes any with its files', async () => {
    const me = await createConfirmedAccount(ctx);
    await add(me, '#100');
    await add(me, '#200');
    const [a, b, c] = (await add(me, '#300')) as [OwnPhoto, OwnPhoto, OwnPhoto];

    const reordered = await requestAs(ctx, me, 'PUT', '/api/profiles/me/photos/order', {
      ids: [c.id, a.id, b.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().photos.map((p: OwnPhoto) => p.id)).toEqual([c.id, a.id, b.id]);
    const keys = await ctx.database.db
      .select({ key: profilePhotos.photoKey })
      .from(profilePhotos)
      .where(eq(profilePhotos.profileId, (await row(me)).id))
      .orderBy(asc(profilePhotos.position));
    expect(await row(me)).toMatchObject({
      profilePhoto: keys[0]!.key,
      additionalPhotos: [keys[1]!.key, keys[2]!.key],
    });

    for (const ids of [
      [a.id, b.id],
      [a.id, a.id, b.id],
      [a.id, b.id, crypto.randomUUID()],
    ]) {
      expect(
        (await requestAs(ctx, me, 'PUT', '/api/profiles/me/photos/order', { ids })).statusCode,
      ).toBe(400);
    }
    for (const ids of [['x'], ['a\u0000b'], 'nope', Array(50).fill(a.id)]) {
      expect(
        (await requestAs(ctx, me, 'PUT', '/api/profiles/me/photos/order', { ids })).statusCode,
      ).toBe(400);
    }

    const main = await requestAs(ctx, me, 'POST', `/api/profiles/me/photos/${b.id}/main`);
    expect(main.json().photos.map((p: OwnPhoto) => p.id)).toEqual([b.id, c.id, a.id]);

    const key = (await row(me)).profilePhoto!;
    const removed = await requestAs(ctx, me, 'DELETE', `/api/profiles/me/photos/${b.id}`);
    expect(removed.json().photos.map((p: OwnPhoto) => p.id)).toEqual([c.id, a.id]);
    expect(await ctx.storage.get(key)).toBeNull();
    expect(await ctx.storage.get(smallKeyOf(key))).toBeNull();
    expect((await row(me)).profilePhoto).not.toBe(key);
    expect((await requestAs(ctx, me, 'DELETE', `/api/profiles/me/photos/${b.id}`)).statusCode).toBe(
      404,
    );

    await requestAs(ctx, me, 'DELETE', `/api/profiles/me/photos/${c.id}`);
    await requestAs(ctx, me, 'DELETE', `/api/profiles/me/photos/${a.id}`);
    expect(await row(me)).toMatchObject({ profilePhoto: null, additionalPhotos: [] });
    expect((await ownProfile(ctx, me)).photoUrl).toBeNull();
  });

  it('after approval a new photo waits: others keep the approved ones, the owner sees it waiting', async () => {
    const me = await createConfirmedAccount(ctx);
    const [first] = (await add(me, '#400')) as [OwnPhoto];
    await setProfile(ctx, me, { isApproved: true });
    const other = await approved(ctx, 'male');
    const photos = await add(me, '#500');
    expect(photos.map((photo) => photo.state)).toEqual(['approved', 'pending']);
    expect(photos[1]!.url).not.toBe(first.url);
    expect(await seenBy(other, me)).toMatchObject({ photos: [first.url], photoUrl: first.url });
    expect((await ownProfile(ctx, me)).pendingReview).toEqual({ since: expect.any(String) });

    // Put first, a waiting photo still leaves the approved one in front for everyone else.
    await requestAs(ctx, me, 'POST', `/api/profiles/me/photos/${photos[1]!.id}/main`);
    expect((await seenBy(other, me)).photoUrl).toBe(first.url);
  });

  it('lets nobody but the owner touch the set; waiting files reach only the owner and moderators', async () => {
    const member = await approved(ctx);
    const pendingMember = await createConfirmedAccount(ctx);
    const other = await approved(ctx, 'male');
    const mod = await approved(ctx);
    await ctx.database.db.insert(userRoles).values({ userId: mod.user.id, role: 'moderator' });
    const admin = await approved(ctx);
    await makeAdmin(ctx, admin);
    const [waiting] = (await add(member, '#600')) as [OwnPhoto];
    expect(waiting.state).toBe('pending');

    const cases: [Person | undefined, number][] = [
      [undefined, 401],
      // As for an approved photo, a pending account is told so before anything else.
      [pendingMember, 403],
      [other, 404],
      [member, 200],
      [mod, 200],
      [admin, 200],
    ];
    for (const [viewer, status] of cases) {
      const headers = viewer ? as(viewer) : {};
      expect((await ctx.app.inject({ url: waiting.url, headers })).statusCode).toBe(status);
    }
    // Each route acts on the caller's own set only: someone else's photo id is not found.
    for (const viewer of [other, mod, admin]) {
      expect(
        (await requestAs(ctx, viewer, 'DELETE', `/api/profiles/me/photos/${waiting.id}`))
          .statusCode,
      ).toBe(404);
      expect(
        (await requestAs(ctx, viewer, 'POST', `/api/profiles/me/photos/${waiting.id}/main`))
          .statusCode,
      ).toBe(404);
    }
    for (const [method, url] of [
      ['GET', '/api/profiles/me/photos'],
      ['POST', '/api/profiles/me/photos'],
      ['PUT', '/api/profiles/me/photos/order'],
      ['POST', `/api/profiles/me/photos/${waiting.id}/main`],
      ['DELETE', `/api/profiles/me/photos/${waiting.id}`],
    ] as const) {
      expect(
        (await requestAs(ctx, undefined, method, url, method === 'PUT' ? { ids: [] } : undefined))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (await requestAs(ctx, member, 'GET', '/api/profiles/me/photos')).json().photos,
    ).toHaveLength(1);
    expect(
      (await requestAs(ctx, member, 'DELETE', '/api/profiles/me/photos/not-an-id')).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          url: `/api/photos/${'x'.repeat(600)}`,
          headers: as(other),
        })
      ).statusCode,
    ).toBe(400);
  });
});
