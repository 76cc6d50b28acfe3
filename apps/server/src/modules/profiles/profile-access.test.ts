import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, matches, userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  as,
  createConfirmedAccount,
  pictureUrl,
  storeMainPhoto,
  type Person,
} from '../../../test/accounts';
import { PREVIEW_FIELDS } from '../../../test/preview-fields';
import {
  approved,
  getProfile,
  makeAdmin,
  match,
  patchMe,
  setProfile,
} from './profiles.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

type TargetState = { approved: boolean; active: boolean; deleted: boolean; blocked: boolean };

/** Puts `target` in `state`; `blocked` means the target blocked the viewer (never oneself). */
async function arrange(viewer: Person, target: Person, state: TargetState) {
  await setProfile(ctx, target, {
    isApproved: state.approved,
    isActive: state.active,
    deletedAt: state.deleted ? new Date() : null,
  });
  await ctx.database.db.delete(blocks);
  if (state.blocked && viewer.user.id !== target.user.id) {
    await ctx.database.db
      .insert(blocks)
      .values({ blockerId: target.user.id, blockedId: viewer.user.id });
  }
}

describe('viewing a profile (SECURITY 10, 12)', () => {
  it('shows a preview before a match, everything after, and everything to admins', async () => {
    const viewer = await approved(ctx, 'male');
    const target = await approved(ctx, 'female');
    await patchMe(ctx, target, {
      hobbies: 'Painting',
      religion: 'Private',
      relationshipGoals: ['friendship', 'marriage'],
    });

    const preview = (await getProfile(ctx, viewer, target.user.id)).json();
    expect(preview.isFull).toBe(false);
    // Decision 052: the profile view also says who writes the profile; cards do not.
    expect(Object.keys(preview.profile).sort()).toEqual([...PREVIEW_FIELDS, 'managedBy'].sort());
    expect(preview.profile.relationshipGoals).toEqual(['friendship']);
    expect(JSON.stringify(preview)).not.toContain('Painting');

    await match(ctx, viewer, target);
    const full = (await getProfile(ctx, viewer, target.user.id)).json();
    expect(full).toMatchObject({
      isFull: true,
      profile: { hobbies: 'Painting', religion: 'Private' },
    });
    expect(full.profile.email).toBeUndefined();

    const admin = await approved(ctx, 'male');
    await makeAdmin(ctx, admin);
    const other = await createConfirmedAccount(ctx);
    expect((await getProfile(ctx, admin, other.user.id)).json().isFull).toBe(true);
  });

  it('shows "Aysel M." and the age before a match, the full name after, never the birth date to members (decision 018)', async () => {
    const viewer = await approved(ctx, 'male');
    const target = await approved(ctx, 'female', {
      fullName: 'Aysel Məmmədova',
      dateOfBirth: '1996-04-12',
    });

    const preview = (await getProfile(ctx, viewer, target.user.id)).json();
    expect(preview.profile.fullName).toBe('Aysel M.');
    expect(preview.profile.age).toEqual(expect.any(Number));
    expect(JSON.stringify(preview)).not.toMatch(/Məmmədova|1996-04-12/);

    await match(ctx, viewer, target);
    const full = (await getProfile(ctx, viewer, target.user.id)).json();
    expect(full.profile).toMatchObject({ fullName: 'Aysel Məmmədova', dateOfBirth: null });
    expect(full.profile.age).toBe(preview.profile.age);
    expect(JSON.stringify(full)).not.toContain('1996-04-12');

    expect((await getProfile(ctx, target, target.user.id)).json().profile).toMatchObject({
      fullName: 'Aysel Məmmədova',
      dateOfBirth: '1996-04-12',
    });
    const admin = await approved(ctx, 'male');
    await makeAdmin(ctx, admin);
    expect((await getProfile(ctx, admin, target.user.id)).json().profile).toMatchObject({
      fullName: 'Aysel Məmmədova',
      dateOfBirth: '1996-04-12',
    });
  });

  it('hides unapproved, inactive, deleted and blocked profiles as not found', async () => {
    const viewer = await approved(ctx, 'male');
    const pending = await createConfirmedAccount(ctx);
    const inactive = await approved(ctx);
    await setProfile(ctx, inactive, { isActive: false });
    const deleted = await approved(ctx);
    await setProfile(ctx, deleted, { deletedAt: new Date(), deletedByUser: true });
    const blocker = await approved(ctx);
    await ctx.database.db
      .insert(blocks)
      .values({ blockerId: blocker.user.id, blockedId: viewer.user.id });
    for (const hidden of [pending, inactive, deleted, blocker]) {
      const response = await getProfile(ctx, viewer, hidden.user.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await getProfile(ctx, viewer, 'no-such-user')).statusCode).toBe(404);
  });

  it('keeps people whose own profile is pending out of others, not out of their own', async () => {
    const pendingViewer = await createConfirmedAccount(ctx);
    const target = await approved(ctx);
    expect((await getProfile(ctx, pendingViewer, target.user.id)).json().error.code).toBe(
      'PROFILE_PENDING',
    );
    expect((await getProfile(ctx, pendingViewer, crypto.randomUUID())).json().error.code).toBe(
      'PROFILE_PENDING',
    );
    const own = await getProfile(ctx, pendingViewer, pendingViewer.user.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().isFull).toBe(true);
  });

  it('answers every read either as the rules allow or 404, for random people and states', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => createConfirmedAccount(ctx)));
    const admin = await approved(ctx);
    await makeAdmin(ctx, admin);
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
          await arrange(viewer, target, state);
          await setProfile(ctx, viewer, { isApproved: true, isActive: true, deletedAt: null });
          await ctx.database.db.delete(matches);
          const isSelf = viewer.user.id === target.user.id;
          if (state.matched && !isSelf) await match(ctx, viewer, target);

          const response = await getProfile(ctx, viewer, target.user.id);
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
    const admin = await approved(ctx);
    await makeAdmin(ctx, admin);
    const photoOf = new Map<Person, string>();
    for (const person of people) {
      photoOf.set(person, pictureUrl(await storeMainPhoto(ctx, person.user.id)));
    }

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
          await arrange(viewer, target, state);
          if (!state.viewerIsAdmin && viewer !== target)
            await setProfile(ctx, viewer, { isApproved: state.viewerApproved, isActive: true });

          const profile = await getProfile(ctx, viewer, target.user.id);
          const photo = await ctx.app.inject({
            url: photoOf.get(target)!,
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

  it('serves every photo to staff whatever their own profile, and no more to anyone else (issue 34, item 12)', async () => {
    const withPhoto = async (isApproved: boolean) => {
      const person = await createConfirmedAccount(ctx);
      await setProfile(ctx, person, { isApproved });
      return pictureUrl(await storeMainPhoto(ctx, person.user.id));
    };
    const staff = async (role: 'moderator' | 'admin', isApproved: boolean) => {
      const person = await createConfirmedAccount(ctx);
      await setProfile(ctx, person, { isApproved });
      await ctx.database.db.insert(userRoles).values({ userId: person.user.id, role });
      return person;
    };
    const member = await withPhoto(true);
    const pendingProfile = await withPhoto(false);
    const viewers: [string, Person | undefined, number, number][] = [
      ['anonymous', undefined, 401, 401],
      ['pending member', await createConfirmedAccount(ctx), 403, 403],
      ['member', await approved(ctx), 200, 404],
      ['pending moderator', await staff('moderator', false), 200, 200],
      ['moderator', await staff('moderator', true), 200, 200],
      ['pending admin', await staff('admin', false), 200, 200],
      ['admin', await staff('admin', true), 200, 200],
    ];
    for (const [who, viewer, ofMember, ofPending] of viewers) {
      for (const [url, status] of [
        [member, ofMember],
        [pendingProfile, ofPending],
      ] as const) {
        const photo = await ctx.app.inject({
          url,
          headers: viewer ? as(viewer) : {},
        });
        expect([who, photo.statusCode]).toEqual([who, status]);
      }
    }
    const staffMember = viewers[3]![1]!;
    const missing = await ctx.app.inject({
      url: pictureUrl(`photos/${crypto.randomUUID().replaceAll('-', '')}.jpg`),
      headers: as(staffMember),
    });
    expect(missing.statusCode).toBe(404);
  });
});
