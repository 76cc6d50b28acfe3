import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedAccount } from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { appWithAdmin, getAs, postAs } from './admin.test-support';

let ctx: TestApp;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };

beforeAll(async () => {
  ({ ctx, admin } = await appWithAdmin());
  const account = await createConfirmedAccount(ctx);
  member = { id: account.user.id, cookie: account.cookie };
});
afterAll(async () => ctx.close());

const someId = randomUUID();
// Each route with a valid request, and with a malformed one: the guard answers before validation.
const routes = [
  { method: 'GET', url: '/api/admin/users' },
  { method: 'GET', url: '/api/admin/users?status=nonsense&cursor=%%%' },
  { method: 'POST', url: `/api/admin/users/${someId}/approve` },
  { method: 'POST', url: '/api/admin/users/not-an-id/approve' },
  { method: 'POST', url: `/api/admin/users/${someId}/active`, payload: { active: false } },
  { method: 'POST', url: `/api/admin/users/${someId}/active`, payload: { active: 'no' } },
  { method: 'POST', url: `/api/admin/users/${someId}/make-admin` },
  { method: 'GET', url: '/api/admin/reports' },
  { method: 'GET', url: '/api/admin/reports?status=open&limit=1000' },
  { method: 'POST', url: `/api/admin/reports/${someId}/dismiss` },
  { method: 'POST', url: `/api/admin/reports/${someId}/deactivate` },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/audit?userId=x' },
] as const;

const call = (route: (typeof routes)[number], cookie?: string) =>
  route.method === 'GET'
    ? getAs(ctx, route.url, cookie)
    : postAs(ctx, route.url, cookie, 'payload' in route ? route.payload : {});

describe('admin API access (SECURITY 9, 15)', () => {
  it.each(routes)('$method $url answers 401 to a visitor', async (route) => {
    const response = await call(route);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each(routes)('$method $url answers 403 to a signed-in non-admin', async (route) => {
    const response = await call(route, member.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('lets the ADMIN_EMAIL account in', async () => {
    expect((await getAs(ctx, '/api/admin/users', admin.cookie)).statusCode).toBe(200);
  });

  it('ignores a client that claims admin mode (?admin=true)', async () => {
    const response = await getAs(ctx, '/api/admin/users?admin=true', member.cookie);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a state change from a foreign origin even to an admin (SECURITY 18)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/approve`,
      payload: {},
      headers: { origin: 'https://evil.example', cookie: `vusal_session=${admin.cookie}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
  });
});
