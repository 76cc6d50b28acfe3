// Test helpers of the profile tests (own profile, access, location); imported by tests only.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { matches, profiles, userRoles } from '../../db/schema';
import { as, createConfirmedAccount, type Person } from '../../../test/accounts';
import type { TestApp } from '../../../test/app';

export function getProfile(ctx: TestApp, viewer: Person, id: string) {
  return ctx.app.inject({ url: `/api/profiles/${id}`, headers: as(viewer) });
}

export function patchMe(ctx: TestApp, person: Person, payload: object) {
  return ctx.app.inject({ method: 'PATCH', url: '/api/profiles/me', payload, headers: as(person) });
}

export async function setProfile(
  ctx: TestApp,
  person: Person,
  changes: Partial<typeof profiles.$inferInsert>,
) {
  await ctx.database.db.update(profiles).set(changes).where(eq(profiles.userId, person.user.id));
}

/** A confirmed member whose profile is approved, with `changes` (a city, say). */
export async function approved(
  ctx: TestApp,
  gender: 'male' | 'female' = 'female',
  changes: Partial<typeof profiles.$inferInsert> = {},
) {
  const person = await createConfirmedAccount(ctx, { gender });
  await setProfile(ctx, person, { isApproved: true, ...changes });
  return person;
}

export async function match(ctx: TestApp, a: Person, b: Person) {
  const [user1Id, user2Id] =
    a.user.id < b.user.id ? [a.user.id, b.user.id] : [b.user.id, a.user.id];
  await ctx.database.db.insert(matches).values({ user1Id, user2Id });
}

export async function makeAdmin(ctx: TestApp, person: Person) {
  await ctx.database.db.insert(userRoles).values({ userId: person.user.id, role: 'admin' });
}

/** Adds a plain photo of `color` to `person`'s photos (decision 037): 201 with the set. */
export async function uploadPhoto(ctx: TestApp, person: Person, color: string) {
  const bytes = await sharp({ create: { width: 80, height: 80, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'me.jpg');
  const request = new Request('http://x/', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/profiles/me/photos',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...as(person), 'content-type': request.headers.get('content-type')! },
  });
}

/** `person`'s own profile as they read it. */
export async function ownProfile(ctx: TestApp, person: Person) {
  return (await ctx.app.inject({ url: '/api/profiles/me', headers: as(person) })).json().profile;
}
