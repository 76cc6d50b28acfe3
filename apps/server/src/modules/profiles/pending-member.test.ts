import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { as, createConfirmedAccount, requestAs } from '../../../test/accounts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('a member whose profile is pending (issue 22, item 6)', () => {
  it('edits their own profile and preferences while waiting', async () => {
    const me = await createConfirmedAccount(ctx);
    const profile = await requestAs(ctx, me, 'PATCH', '/api/profiles/me', {
      hobbies: 'Şahmat',
      lifeMotto: 'Addım-addım',
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile).toMatchObject({ hobbies: 'Şahmat', lifeMotto: 'Addım-addım' });

    const preferences = await requestAs(ctx, me, 'GET', '/api/preferences');
    expect(preferences.statusCode).toBe(200);
    const saved = await requestAs(ctx, me, 'PUT', '/api/preferences', {
      ...(preferences.json() as object),
      minAge: 26,
      maxAge: 36,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ minAge: 26, maxAge: 36 });
  });

  it('still finds browse, likes and chats closed', async () => {
    const me = await createConfirmedAccount(ctx);
    const other = await createConfirmedAccount(ctx);
    const closed = [
      { method: 'GET', url: '/api/discovery/browse' },
      { method: 'GET', url: '/api/likes/received' },
      { method: 'POST', url: '/api/likes', payload: { userId: other.user.id, kind: 'like' } },
      { method: 'GET', url: '/api/chats' },
    ] as const;
    for (const request of closed) {
      const response = await ctx.app.inject({ ...request, headers: as(me) });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json().error.code, request.url).toBe('PROFILE_PENDING');
    }
  });
});

describe('"About me" (issue 22, item 7)', () => {
  it('is optional in the editor as in the wizard: a member who skipped it saves the editor', async () => {
    const me = await createConfirmedAccount(ctx);
    const response = await requestAs(ctx, me, 'PATCH', '/api/profiles/me', {
      bio: '',
      hobbies: 'Rəsm',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ bio: null, hobbies: 'Rəsm' });
  });
});
