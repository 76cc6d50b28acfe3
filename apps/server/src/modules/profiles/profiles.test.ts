import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, matches, profiles, userRoles } from '../../db/schema';
import { smallKeyOf } from '../../infra/storage/random-key';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createConfirmedAccount } from '../../../test/accounts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

type Person = Awaited<ReturnType<typeof createConfirmedAccount>>;

const as = (person: Person) => ({ origin: TEST_ORIGIN, cookie: `vusal_session=${person.cookie}` });
const getProfile = (viewer: Person, id: string) =>
  ctx.app.inject({ url: `/api/profiles/${id}`, headers: as(viewer) });
const patchMe = (person: Person, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/profiles/me', payload, headers: as(person) });

async function setProfile(person: Person, changes: Partial<typeof profiles.$inferInsert>) {
  await ctx.database.db.update(profiles).set(changes).where(eq(profiles.userId, person.user.id));
}

async function approved(gender: 'male' | 'female' = 'female') {
  const person = await createConfirmedAccount(ctx, { gender });
  await setProfile(person, { isApproved: true });
  return person;
}

async function match(a: Person, b: Person) {
  const [user1Id, user2Id] =
    a.user.id < b.user.id ? [a.user.id, b.user.id] : [b.user.id, a.user.id];
  await ctx.database.db.insert(matches).values({ user1Id, user2Id });
}

async function makeAdmin(person: Person) {
  await ctx.database.db.insert(userRoles).values({ userId: person.user.id, role: 'admin' });
}

describe('own profile', () => {
  it('shows the owner everything, with e-mail, state and completion', async () => {
    const me = await approved();
    const response = await ctx.app.inject({ url: '/api/profiles/me', headers: as(me) });
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile).toMatchObject({
      email: me.input.email,
      isApproved: true,
      fullName: 'Aysel Məmmədova',
      city: 'baku',
    });
    // Name, age, city and goals come from the wizard: 4 of the 38 items.
    expect(profile.completion).toBe(Math.round((4 / 38) * 100));
  });

  it('takes the fields the owner may change, keeps approval, and raises completion', async () => {
    const me = await approved();
    const response = await patchMe(me, {
      city: 'ganja',
      bio: 'Salam',
      hobbies: 'Chess',
      musicGenres: ['jazz'],
      height: 172,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      city: 'ganja',
      hobbies: 'Chess',
      musicGenres: ['jazz'],
      isApproved: true,
    });
    expect(response.json().profile.completion).toBeGreaterThan(13);
  });

  it('refuses every field the owner may not set (SECURITY 11)', async () => {
    const me = await createConfirmedAccount(ctx);
    for (const forbidden of [
      { isApproved: true },
      { isActive: true },
      { role: 'admin' },
      { userId: 'someone-else' },
      { email: 'x@y.az' },
      { gender: 'male' },
      { fullName: 'New Name' },
      { dateOfBirth: '1990-01-01' },
      { deletedAt: null },
      { profilePhoto: 'photos/other.jpg' },
    ]) {
      const response = await patchMe(me, { bio: 'ok', ...forbidden });
      expect(response.statusCode, JSON.stringify(forbidden)).toBe(400);
    }
    const [row] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, me.user.id));
    expect(row).toMatchObject({ isApproved: false, gender: 'female', fullName: 'Aysel Məmmədova' });
  });

  it('validates with the shared schemas, including against stored values', async () => {
    const me = await approved();
    expect((await patchMe(me, { height: 230 })).json().error.issues[0].message).toBe(
      'validation.heightRange',
    );
    expect((await patchMe(me, { relationshipGoals: [] })).json().error.issues[0].message).toBe(
      'validation.goalsRequired',
    );
    await patchMe(me, { partnerAgeMin: 30 });
    expect((await patchMe(me, { partnerAgeMax: 25 })).json().error.issues).toEqual([
      { path: 'partnerAgeMax', message: 'validation.partnerAgeOrder' },
    ]);
  });
});

describe('profile photo', () => {
  it('replaces the photo, serves it only through the app and deletes the old files', async () => {
    const me = await approved();
    const upload = async (color: string) => {
      const bytes = await sharp({
        create: { width: 80, height: 80, channels: 3, background: color },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'me.jpg');
      const request = new Request('http://x/', { method: 'PUT', body: form });
      return ctx.app.inject({
        method: 'PUT',
        url: '/api/profiles/me/photo',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { ...as(me), 'content-type': request.headers.get('content-type')! },
      });
    };
    const first = await upload('#f00');
    expect(first.statusCode).toBe(200);
    const [{ profilePhoto: firstKey }] = (await ctx.database.db
      .select({ profilePhoto: profiles.profilePhoto })
      .from(profiles)
      .where(eq(profiles.userId, me.user.id))) as [{ profilePhoto: string }];

    const second = await upload('#00f');
    const url = second.json().profile.photoUrl as string;
    expect(url).toMatch(/^\/api\/photos\//);
    expect(await ctx.storage.get(firstKey)).toBeNull();
    expect(await ctx.storage.get(smallKeyOf(firstKey))).toBeNull();

    const served = await ctx.app.inject({ url, headers: as(me) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/profiles/me/photo',
      headers: as(me),
    });
    expect(removed.json().profile.photoUrl).toBeNull();
    expect((await ctx.app.inject({ url, headers: as(me) })).statusCode).toBe(404);
  });
});

describe('viewing a profile (SECURITY 10, 12)', () => {
  it('shows a preview before a match, everything after, and everything to admins', async () => {
    const viewer = await approved('male');
    const target = await approved('female');
    await patchMe(target, {
      hobbies: 'Painting',
      religion: 'Private',
      relationshipGoals: ['friendship', 'marriage'],
    });

    const preview = (await getProfile(viewer, target.user.id)).json();
    expect(preview.isFull).toBe(false);
    expect(Object.keys(preview.profile).sort()).toEqual(
      [
        'age',
        'bio',
        'city',
        'fullName',
        'isDemo',
        'photoUrl',
        'profileId',
        'region',
        'relationshipGoals',
        'userId',
      ].sort(),
    );
    expect(preview.profile.relationshipGoals).toEqual(['friendship']);
    expect(JSON.stringify(preview)).not.toContain('Painting');

    await match(viewer, target);
    const full = (await getProfile(viewer, target.user.id)).json();
    expect(full).toMatchObject({
      isFull: true,
      profile: { hobbies: 'Painting', religion: 'Private' },
    });
    expect(full.profile.email).toBeUndefined();

    const admin = await approved('male');
    await makeAdmin(admin);
    const other = await createConfirmedAccount(ctx);
    expect((await getProfile(admin, other.user.id)).json().isFull).toBe(true);
  });

  it('hides unapproved, inactive, deleted and blocked profiles as not found', async () => {
    const viewer = await approved('male');
    const pending = await createConfirmedAccount(ctx);
    const inactive = await approved();
    await setProfile(inactive, { isActive: false });
    const deleted = await approved();
    await setProfile(deleted, { deletedAt: new Date(), deletedByUser: true });
    const blocker = await approved();
    await ctx.database.db
      .insert(blocks)
      .values({ blockerId: blocker.user.id, blockedId: viewer.user.id });
    for (const hidden of [pending, inactive, deleted, blocker]) {
      const response = await getProfile(viewer, hidden.user.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await getProfile(viewer, 'no-such-user')).statusCode).toBe(404);
  });

  it('keeps people whose own profile is pending out of others, not out of their own', async () => {
    const pendingViewer = await createConfirmedAccount(ctx);
    const target = await approved();
    expect((await getProfile(pendingViewer, target.user.id)).json().error.code).toBe(
      'PROFILE_PENDING',
    );
    expect((await getProfile(pendingViewer, crypto.randomUUID())).json().error.code).toBe(
      'PROFILE_PENDING',
    );
    const own = await getProfile(pendingViewer, pendingViewer.user.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().isFull).toBe(true);
  });

  it('answers every read either as the rules allow or 404, for random people and states', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => createConfirmedAccount(ctx)));
    const admin = await approved();
    await makeAdmin(admin);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.record({
          approved: fc.boolean(),
          active: fc.boolean(),
          deleted: fc.boolean(),
          matched: fc.boolean(),
          blocked: fc.boolean(),
          viewerIsAdmin: fc.boolean(),
        }),
        async (v, t, state) => {
          const viewer = state.viewerIsAdmin ? admin : people[v]!;
          const target = people[t]!;
          await setProfile(target, {
            isApproved: state.approved,
            isActive: state.active,
            deletedAt: state.deleted ? new Date() : null,
          });
          await setProfile(viewer, { isApproved: true, isActive: true, deletedAt: null });
          await ctx.database.db.delete(matches);
          await ctx.database.db.delete(blocks);
          const isSelf = viewer.user.id === target.user.id;
          if (state.matched && !isSelf) await match(viewer, target);
          if (state.blocked && !isSelf)
            await ctx.database.db
              .insert(blocks)
              .values({ blockerId: target.user.id, blockedId: viewer.user.id });

          const response = await getProfile(viewer, target.user.id);
          const visible = state.approved && state.active && !state.deleted && !state.blocked;
          if (isSelf || state.viewerIsAdmin) {
            expect(response.json().isFull).toBe(true);
          } else if (!visible) {
            expect(response.statusCode).toBe(404);
          } else {
            expect(response.json().isFull).toBe(state.matched);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('serves a photo to exactly those who may see its profile (SECURITY 23, issue 7 A4)', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => createConfirmedAccount(ctx)));
    const admin = await approved();
    await makeAdmin(admin);
    for (const person of people) {
      const key = `photos/${crypto.randomUUID().replaceAll('-', '')}.jpg`;
      await ctx.storage.put(key, Buffer.from('jpeg'), 'image/jpeg');
      await setProfile(person, { profilePhoto: key });
    }
    const profileIdOf = async (person: Person) =>
      (await ctx.app.inject({ url: '/api/profiles/me', headers: as(person) })).json().profile
        .profileId as string;

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.record({
          viewerApproved: fc.boolean(),
          viewerIsAdmin: fc.boolean(),
          approved: fc.boolean(),
          active: fc.boolean(),
          deleted: fc.boolean(),
          blocked: fc.boolean(),
        }),
        async (v, t, state) => {
          const viewer = state.viewerIsAdmin ? admin : people[v]!;
          const target = people[t]!;
          await setProfile(target, {
            isApproved: state.approved,
            isActive: state.active,
            deletedAt: state.deleted ? new Date() : null,
          });
          if (!state.viewerIsAdmin && viewer !== target)
            await setProfile(viewer, { isApproved: state.viewerApproved, isActive: true });
          await ctx.database.db.delete(blocks);
          if (state.blocked && viewer !== target)
            await ctx.database.db
              .insert(blocks)
              .values({ blockerId: target.user.id, blockedId: viewer.user.id });

          const profile = await getProfile(viewer, target.user.id);
          const photo = await ctx.app.inject({
            url: `/api/photos/${await profileIdOf(target)}`,
            headers: as(viewer),
          });
          expect(photo.statusCode).toBe(profile.statusCode);
          if (profile.statusCode !== 200)
            expect(photo.json().error.code).toBe(profile.json().error.code);
        },
      ),
      { numRuns: 60 },
    );
  });
});
