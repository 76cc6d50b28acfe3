import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  approveWithPhoto,
  as,
  createConfirmedAccount,
  post,
  signIn,
  sessionCookie,
} from '../../../test/accounts';
import { twoNodesWithAdminForFile } from '../admin/admin.test-support';

// Issue 7, C2 (SECURITY 8): sessions may be cached, but an ended session or a changed role
// shows on the very next request, on every node. On PostgreSQL these are two processes' worth
// of apps on one database; on PGlite, two apps on the one embedded database.
const site = twoNodesWithAdminForFile();
const { nodes } = site;

async function preferences(app: App, cookie: string) {
  const response = await app.inject({
    url: '/api/preferences',
    headers: { cookie: `vusal_session=${cookie}` },
  });
  return response.statusCode;
}

/** Every node has just served the session, so whatever can be cached is cached. */
async function warm(cookie: string) {
  for (const app of nodes()) expect(await preferences(app, cookie)).toBe(200);
}

describe('revocation reaches every node on the next request (issue 7 C2, SECURITY 8)', () => {
  it('sign-out', async () => {
    const { cookie } = await createConfirmedAccount(site.first);
    await warm(cookie);
    expect((await post(site.first, '/api/auth/sign-out', {}, cookie)).statusCode).toBe(204);
    for (const app of nodes()) expect(await preferences(app, cookie)).toBe(401);
  });

  it('password change ends the other sessions', async () => {
    const { input, cookie } = await createConfirmedAccount(site.first);
    const other = sessionCookie(await signIn(site.first, input.email, input.password))!;
    await warm(cookie);
    await warm(other);
    const change = await site.second.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: as({ cookie }),
      payload: {
        currentPassword: input.password,
        newPassword: 'Another7Phrase',
        confirmPassword: 'Another7Phrase',
      },
    });
    expect(change.statusCode).toBe(204);
    for (const app of nodes()) {
      expect(await preferences(app, other)).toBe(401);
      expect(await preferences(app, cookie)).toBe(200);
    }
  });

  it('deactivation by an admin', async () => {
    const { cookie, user } = await createConfirmedAccount(site.first);
    await warm(cookie);
    const response = await post(
      site.first,
      `/api/admin/users/${user.id}/active`,
      { active: false },
      site.admin.cookie,
    );
    expect(response.statusCode).toBe(200);
    for (const app of nodes()) expect(await preferences(app, cookie)).toBe(401);
  });

  it('deletion of the account', async () => {
    const { cookie } = await createConfirmedAccount(site.first);
    await warm(cookie);
    const response = await post(
      site.first,
      '/api/account/delete',
      { reason: 'found_someone' },
      cookie,
    );
    expect(response.statusCode).toBe(204);
    for (const app of nodes()) expect(await preferences(app, cookie)).toBe(401);
  });

  it('a role given by an admin', async () => {
    const { cookie, user } = await createConfirmedAccount(site.first);
    const adminList = (app: App) =>
      app.inject({ url: '/api/admin/users', headers: { cookie: `vusal_session=${cookie}` } });
    for (const app of nodes()) expect((await adminList(app)).statusCode).toBe(403);
    await approveWithPhoto(site.first, user.id);
    await post(site.first, `/api/admin/users/${user.id}/make-admin`, {}, site.admin.cookie);
    for (const app of nodes()) expect((await adminList(app)).statusCode).toBe(200);
  });
});
