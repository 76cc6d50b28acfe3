// Helpers of the verification tests; imported by tests only.
import { eq } from 'drizzle-orm';
import { profiles, userRoles } from '../../db/schema';
import { as, createConfirmedAccount, type Person, requestAs } from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { blockImage } from '../../../test/fixtures/block-image';
import { uploadPhoto } from '../profiles/profiles.test-support';

/** An approved member with a main photo: who may start the check. */
export async function member(ctx: TestApp, gender: 'male' | 'female' = 'female') {
  const person = await createConfirmedAccount(ctx, { gender });
  await uploadPhoto(ctx, person, '#c96');
  await ctx.database.db
    .update(profiles)
    .set({ isApproved: true })
    .where(eq(profiles.userId, person.user.id));
  return person;
}

export async function withRole(ctx: TestApp, role: 'moderator' | 'admin') {
  const person = await member(ctx);
  await ctx.database.db.insert(userRoles).values({ userId: person.user.id, role });
  return person;
}

export const start = (ctx: TestApp, person: Person) =>
  requestAs(ctx, person, 'POST', '/api/verification');

export const stateOf = async (ctx: TestApp, person: Person) =>
  (await requestAs(ctx, person, 'GET', '/api/verification')).json();

/** Sends `bytes` (by default a picture drawn from `seed`) as the selfie of the try started. */
export async function sendSelfie(ctx: TestApp, person: Person, image: number | Buffer) {
  const bytes = typeof image === 'number' ? await blockImage(image) : image;
  const form = new FormData();
  form.append('selfie', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  const request = new Request('http://x/', { method: 'PUT', body: form });
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/verification/selfie',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...as(person), 'content-type': request.headers.get('content-type')! },
  });
}

/** Starts a try and sends a selfie drawn from `seed`; returns the queue item's id. */
export async function submitted(ctx: TestApp, person: Person, seed: number) {
  await start(ctx, person);
  const response = await sendSelfie(ctx, person, seed);
  if (response.statusCode !== 200) throw new Error(`selfie refused: ${response.body}`);
  return (response.json().selfieUrl as string).split('/').at(-1)!;
}

/**
 * The seeds of a file's pictures, from `first` on: every test draws its own, since a selfie is
 * refused when any earlier one looks like it.
 */
export function pictureSeeds(first: number): () => number {
  let next = first;
  return () => (next += 1);
}
