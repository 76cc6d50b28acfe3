import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { SignUpInput } from '@vusal/shared/schemas/registration';
import { profilePhotos, profiles } from '../src/db/schema';
import { photoUrl, type PhotoVariant } from '../src/modules/members';
import type { App } from '../src/app';
import type { OutboxEntry } from '../src/infra/mail/mail.types';
import { TEST_ORIGIN, type TestApp } from './app';

export const STRONG_PASSWORD = 'Correct7Horse';

export function adultBirthDate(years = 30): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

export function signUpInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  return {
    email: `person-${crypto.randomUUID().slice(0, 8)}@example.az`,
    password: STRONG_PASSWORD,
    firstName: 'Aysel',
    lastName: 'Məmmədova',
    birthDate: adultBirthDate(),
    gender: 'female',
    city: 'baku',
    relationshipGoals: ['marriage'],
    language: 'en',
    acceptTerms: true,
    ...overrides,
  };
}

/** A multipart body as a browser would send it: the JSON `data` field first, then the photo. */
export async function multipart(
  data: unknown,
  photo?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (photo) form.append('photo', new Blob([photo.bytes], { type: photo.type }), photo.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, origin: TEST_ORIGIN },
  };
}

export async function signUp(
  ctx: TestApp,
  input: SignUpInput,
  photo?: Parameters<typeof multipart>[1],
  ip?: string,
) {
  const body = await multipart(input, photo);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    ...body,
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** Waits for the newest mail of a kind to an address (mail goes out after the answer). */
export async function waitForMail(
  ctx: TestApp,
  to: string,
  kind: OutboxEntry['kind'],
  after = 0,
): Promise<OutboxEntry> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await ctx.mailer.outbox()).filter(
      (mail) => mail.to === to && mail.kind === kind,
    );
    if (mails.length > after) return mails[0]!;
    await sleep(20);
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

export function tokenFromLink(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('confirm') ?? new URLSearchParams(url.hash.slice(1)).get('token')!;
}

export function sessionCookie(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'vusal_session')?.value;
}

export function post(ctx: TestApp, url: string, payload: unknown, cookie?: string, ip?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: as(cookie ? { cookie } : undefined),
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

export function signIn(
  ctx: TestApp,
  email: string,
  password: string,
  extra: object = {},
  ip?: string,
) {
  return post(ctx, '/api/auth/sign-in', { email, password, ...extra }, undefined, ip);
}

export async function session(ctx: TestApp, cookie: string | undefined) {
  const response = await ctx.app.inject({
    url: '/api/auth/session',
    headers: cookie ? { cookie: `vusal_session=${cookie}` } : {},
  });
  return response.json().user as {
    id: string;
    role: string;
    profileStatus: string;
    email: string;
  } | null;
}

/**
 * Signs up and waits for the confirmation mail. `marker` is the cookie of the browser that
 * signed up: confirming there signs it in.
 */
export async function signUpForConfirmation(ctx: TestApp, input: SignUpInput) {
  const response = await signUp(ctx, input);
  if (response.statusCode !== 202) throw new Error(`sign-up failed: ${response.body}`);
  const mail = await waitForMail(ctx, input.email, 'confirm-email');
  const marker = response.cookies.find((cookie) => cookie.name === 'vusal_signup')!.value;
  return { response, marker, mail, token: tokenFromLink(mail.link) };
}

/** Confirms an address: in the browser that signed up when given its `marker`, else in another. */
export function confirmEmail(ctx: TestApp, token: string, marker?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    headers: { origin: TEST_ORIGIN, ...(marker ? { cookie: `vusal_signup=${marker}` } : {}) },
  });
}

/** Signs up, confirms from another browser (no marker cookie) and signs in. */
export async function createConfirmedAccount(ctx: TestApp, overrides: Partial<SignUpInput> = {}) {
  const input = signUpInput(overrides);
  await confirmEmail(ctx, (await signUpForConfirmation(ctx, input)).token);
  const signedIn = await signIn(ctx, input.email, input.password);
  return { input, cookie: sessionCookie(signedIn)!, user: signedIn.json().user as { id: string } };
}

/** A confirmed account, signed in, as `createConfirmedAccount` answers it. */
export type Person = Awaited<ReturnType<typeof createConfirmedAccount>>;

/** Whoever holds a session: a `Person`, a seeded member, or just the cookie's value. */
type SessionHolder = { cookie: string };

/**
 * The headers of a request from the site with `person`'s session, or only the origin for a
 * visitor when there is none.
 */
export const as = (person: SessionHolder | undefined) => ({
  origin: TEST_ORIGIN,
  ...(person ? { cookie: `vusal_session=${person.cookie}` } : {}),
});

/** A request from the site as `person`, or as a visitor when there is none. */
export function requestAs(
  ctx: TestApp,
  person: SessionHolder | undefined,
  method: RequestMethod,
  url: string,
  payload?: object,
) {
  return requestOn(ctx.app, person, method, url, payload);
}

type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** As `requestAs`, to one node of several on a database (see `buildSecondNode`). */
export function requestOn(
  app: App,
  person: SessionHolder | undefined,
  method: RequestMethod,
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: as(person),
  });
}

/**
 * Decision 037: an admin approves a profile only with a photo. Gives the member's profile one
 * (a row and its copy on the profile, with no file behind it) when it has none, for tests that
 * approve through the admin API and do not look at photos.
 */
export async function givePhoto(ctx: TestApp, userId: string): Promise<void> {
  const { db } = ctx.database;
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!profile || profile.profilePhoto) return;
  const photoKey = `photos/${randomUUID()}.jpg`;
  await db
    .insert(profilePhotos)
    .values({ profileId: profile.id, photoKey, position: 0, state: 'approved' });
  await db.update(profiles).set({ profilePhoto: photoKey }).where(eq(profiles.id, profile.id));
}

/**
 * Issue 38: stores `data` as the main photo of `userId`'s profile (the file, its row and the
 * copy on the profile, replacing any main photo), and returns its storage key.
 */
export async function storeMainPhoto(
  ctx: TestApp,
  userId: string,
  data: Buffer = Buffer.from('jpeg'),
): Promise<string> {
  const { db } = ctx.database;
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const photoKey = `photos/${randomUUID().replaceAll('-', '')}.jpg`;
  await ctx.storage.put(photoKey, data, 'image/jpeg');
  await db
    .insert(profilePhotos)
    .values({ profileId: profile!.id, photoKey, position: 0, state: 'approved' });
  await db.update(profiles).set({ profilePhoto: photoKey }).where(eq(profiles.id, profile!.id));
  return photoKey;
}

/** Issue 38: the URL of one picture of a stored photo, as the app names it. */
export const pictureUrl = (key: string, variant: PhotoVariant = 'original') =>
  photoUrl({ profilePhoto: key }, variant)!;

/**
 * Issue 34, item 12: staff roles go only to approved members with an approved photo. Makes the
 * member one, for tests that hand out roles through the admin API.
 */
export async function approveWithPhoto(ctx: TestApp, userId: string): Promise<void> {
  await givePhoto(ctx, userId);
  await ctx.database.db
    .update(profiles)
    .set({ isApproved: true })
    .where(eq(profiles.userId, userId));
}
