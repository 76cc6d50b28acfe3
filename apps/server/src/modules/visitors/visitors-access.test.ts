import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';
import { insertMembers } from '../likes/discovery.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('access sweep of the visitors list (issue 38, item 5)', () => {
  it('answers every approved member and staff their own list; 401 to a visitor, 403 to a pending member', async () => {
    const [member, moderator, admin] = await insertMembers(ctx.database.db, [
      { gender: 'female' },
      { gender: 'male' },
      { gender: 'male' },
    ]);
    await ctx.database.db.insert(userRoles).values([
      { userId: moderator!.id, role: 'moderator' },
      { userId: admin!.id, role: 'admin' },
    ]);
    const pending = await createConfirmedAccount(ctx);

    expect((await requestAs(ctx, undefined, 'GET', '/api/visitors')).statusCode).toBe(401);
    const refused = await requestAs(ctx, pending, 'GET', '/api/visitors');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'PROFILE_PENDING',
      requestId: expect.any(String),
    });
    for (const person of [member, moderator, admin]) {
      const response = await requestAs(ctx, person, 'GET', '/api/visitors');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [], nextCursor: null });
    }
  });

  it('lets a pending member see nobody, and leave no visit by trying', async () => {
    const [aysel] = await insertMembers(ctx.database.db, [{ gender: 'female' }]);
    const pending = await createConfirmedAccount(ctx);
    expect((await requestAs(ctx, pending, 'GET', `/api/profiles/${aysel!.id}`)).statusCode).toBe(
      403,
    );
    expect((await requestAs(ctx, aysel, 'GET', '/api/visitors')).json().items).toEqual([]);
  });

  it('takes the two new settings only as booleans', async () => {
    const [aysel] = await insertMembers(ctx.database.db, [{ gender: 'female' }]);
    const saved = (await requestAs(ctx, aysel, 'GET', '/api/preferences')).json();
    for (const value of ['yes', 1, null, 'x'.repeat(10_000)]) {
      for (const field of ['browseInvisibly', 'visitorsNotice']) {
        const response = await requestAs(ctx, aysel, 'PUT', '/api/preferences', {
          ...saved,
          [field]: value,
        });
        expect(response.statusCode).toBe(400);
      }
    }
  });
});
