import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createConfirmedAccount } from '../../../test/accounts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const as = (cookie: string) => ({ origin: TEST_ORIGIN, cookie: `vusal_session=${cookie}` });

describe('a member whose profile is pending (issue 22, item 6)', () => {
  it('edits their own profile and preferences while waiting', async () => {
    const { cookie } = await createConfirmedAccount(ctx);
    const profile = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: { hobbies: 'Şahmat', lifeMotto: 'Addım-addım' },
      headers: as(cookie),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile).toMatchObject({ hobbies: 'Şahmat', lifeMotto: 'Addım-addım' });

    const preferences = await ctx.app.inject({ url: '/api/preferences', headers: as(cookie) });
    expect(preferences.statusCode).toBe(200);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      payload: { ...(preferences.json() as object), minAge: 26, maxAge: 36 },
      headers: as(cookie),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ minAge: 26, maxAge: 36 });
  });

  it('still finds browse, likes and chats closed', async () => {
    const { cookie } = await createConfirmedAccount(ctx);
    const other = await createConfirmedAccount(ctx);
    const closed = [
      { method: 'GET', url: '/api/discovery/browse' },
      { method: 'GET', url: '/api/likes/received' },
      { method: 'POST', url: '/api/likes', payload: { userId: other.user.id, kind: 'like' } },
      { method: 'GET', url: '/api/chats' },
    ] as const;
    for (const request of closed) {
      const response = await ctx.app.inject({ ...request, headers: as(cookie) });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json().error.code, request.url).toBe('PROFILE_PENDING');
    }
  });
});

describe('"About me" (issue 22, item 7)', () => {
  it('is optional in the editor as in the wizard: a member who skipped it saves the editor', async () => {
    const { cookie } = await createConfirmedAccount(ctx);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: { bio: '', hobbies: 'Rəsm' },
      headers: as(cookie),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ bio: null, hobbies: 'Rəsm' });
  });
});
