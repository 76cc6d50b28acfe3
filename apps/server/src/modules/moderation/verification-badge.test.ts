import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { requestAs } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { uploadPhoto } from '../profiles/profiles.test-support';
import {
  member,
  pictureSeeds,
  start,
  stateOf,
  submitted,
  withRole,
} from './verification.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const seed = pictureSeeds(500);

describe('the badge is lost at once (issue 23, item 4)', () => {
  async function verified() {
    const mod = await withRole(ctx, 'moderator');
    const person = await member(ctx);
    const id = await submitted(ctx, person, seed());
    await requestAs(ctx, mod, 'POST', `/api/admin/verifications/${id}/approve`);
    expect((await stateOf(ctx, person)).status).toBe('verified');
    return person;
  }

  it('when the main photo is replaced, and the member is told why', async () => {
    const person = await verified();
    const mod = await withRole(ctx, 'moderator');
    // Decision 037: a photo added after the check waits, then is accepted behind the main one;
    // the badge stays until it becomes the main photo.
    const [, added] = (await uploadPhoto(ctx, person, '#123')).json().photos;
    expect((await stateOf(ctx, person)).status).toBe('verified');
    await requestAs(ctx, mod, 'POST', `/api/admin/reviews/${added.id}/accept`);
    expect((await stateOf(ctx, person)).status).toBe('verified');
    await requestAs(ctx, person, 'POST', `/api/profiles/me/photos/${added.id}/main`);
    expect(await stateOf(ctx, person)).toMatchObject({
      status: 'lost',
      lostReason: 'photo_changed',
    });
    expect((await start(ctx, person)).json().status).toBe('started');
  });

  it('when the gender or the birth date changes, by any path', async () => {
    const person = await verified();
    await ctx.database.db
      .update(profiles)
      .set({ dateOfBirth: '1990-02-03' })
      .where(eq(profiles.userId, person.user.id));
    expect(await stateOf(ctx, person)).toMatchObject({
      status: 'lost',
      lostReason: 'details_changed',
    });
  });

  it('not when other fields change', async () => {
    const person = await verified();
    const response = await requestAs(ctx, person, 'PATCH', '/api/profiles/me', {
      bio: 'A new bio.',
    });
    expect(response.statusCode).toBe(200);
    expect((await stateOf(ctx, person)).status).toBe('verified');
  });
});
