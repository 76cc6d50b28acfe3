import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferences, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';
import { member, submitted, withRole } from './verification.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const verify = (userId: string) =>
  ctx.database.db
    .update(profiles)
    .set({ verifiedAt: new Date() })
    .where(eq(profiles.userId, userId));

describe('verified only (issue 23, item 6)', () => {
  it('refuses a like from an unverified member to one who asked for verified members only', async () => {
    const picky = await member(ctx, 'female');
    await ctx.database.db
      .insert(preferences)
      .values({ userId: picky.user.id, onlyVerifiedContact: true });
    const unverified = await member(ctx, 'male');
    const refused = await requestAs(ctx, unverified, 'POST', '/api/likes', {
      userId: picky.user.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('RECIPIENT_REQUIRES_VERIFIED');
    const verified = await member(ctx, 'male');
    await verify(verified.user.id);
    const liked = await requestAs(ctx, verified, 'POST', '/api/likes', { userId: picky.user.id });
    expect(liked.statusCode).toBe(201);
  });

  it('filters explore to verified members on request', async () => {
    const viewer = await member(ctx, 'male');
    const shown = await member(ctx, 'female');
    await verify(shown.user.id);
    const plain = await member(ctx, 'female');
    const ids = async (query: string) =>
      (await requestAs(ctx, viewer, 'GET', `/api/discovery/explore?city=all${query}`))
        .json()
        .items.map((item: { userId: string }) => item.userId);
    const only = await ids('&verifiedOnly=true');
    expect(only).toContain(shown.user.id);
    expect(only).not.toContain(plain.user.id);
    expect(await ids('')).toContain(plain.user.id);
    expect(
      (await requestAs(ctx, viewer, 'GET', '/api/discovery/explore?verifiedOnly=yes')).statusCode,
    ).toBe(400);
  });
});

describe('access sweep over the verification routes and the selfie file', () => {
  it('serves a selfie to its sender, moderators and admins only', async () => {
    const owner = await member(ctx);
    const id = await submitted(ctx, owner, 777);
    const url = `/api/verification/selfies/${id}`;
    const pending = await createConfirmedAccount(ctx);
    const other = await member(ctx, 'male');
    const mod = await withRole(ctx, 'moderator');
    const admin = await withRole(ctx, 'admin');
    const status = async (
      person: Parameters<typeof requestAs>[1],
      method: 'GET' | 'POST',
      path: string,
    ) => (await requestAs(ctx, person, method, path)).statusCode;
    expect(await status(undefined, 'GET', url)).toBe(401);
    expect(await status(pending, 'GET', url)).toBe(404);
    expect(await status(other, 'GET', url)).toBe(404);
    expect(await status(owner, 'GET', url)).toBe(200);
    expect(await status(mod, 'GET', url)).toBe(200);
    expect(await status(admin, 'GET', url)).toBe(200);

    for (const path of ['/api/admin/verifications']) {
      expect(await status(undefined, 'GET', path)).toBe(401);
      expect(await status(pending, 'GET', path)).toBe(403);
      expect(await status(other, 'GET', path)).toBe(403);
      expect(await status(mod, 'GET', path)).toBe(200);
      expect(await status(admin, 'GET', path)).toBe(200);
    }
    const approve = `/api/admin/verifications/${id}/approve`;
    expect(await status(undefined, 'POST', approve)).toBe(401);
    expect(await status(pending, 'POST', approve)).toBe(403);
    expect(await status(other, 'POST', approve)).toBe(403);
    expect(await status(undefined, 'GET', '/api/verification')).toBe(401);
    expect(await status(pending, 'GET', '/api/verification')).toBe(403);
    expect(await status(pending, 'POST', '/api/verification')).toBe(403);
    // Another member's state is never reachable: the route answers the caller's own.
    expect((await requestAs(ctx, other, 'GET', '/api/verification')).json().status).toBe(
      'not_started',
    );
  });
});
