import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { seed } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../../test/app';
import { pictureUrl, requestAs } from '../../../test/accounts';
import { insertMembers } from '../likes/discovery.test-support';

describe('demo profiles’ photos (issue 20)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await seed(ctx.database, { demo: true, storage: ctx.storage, log: () => {} });
  }, 120_000);
  afterAll(() => ctx.close());

  it('answer in both sizes, as an uploaded photo does', async () => {
    const [member] = await insertMembers(ctx.database.db, [{ gender: 'male' }]);
    const demo = await ctx.database.db
      .select({ id: profiles.id, key: profiles.profilePhoto })
      .from(profiles)
      .where(eq(profiles.isDemo, true));
    expect(demo).toHaveLength(60);
    for (const { id, key } of demo.slice(0, 5)) {
      for (const [size, width] of [
        ['small', 320],
        ['large', 512],
      ] as const) {
        const photo = await requestAs(ctx, member!, 'GET', `${pictureUrl(key!)}?size=${size}`);
        expect(photo.statusCode, `${id} ${size}`).toBe(200);
        expect(photo.headers['content-type']).toBe('image/jpeg');
        expect((await sharp(photo.rawPayload).metadata()).width).toBe(width);
      }
    }
  });
});
