import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import { TEST_ORIGIN, type TestApp } from '../../test/app';
import {
  as,
  createConfirmedAccount,
  multipart,
  signIn,
  signUp,
  signUpInput,
  STRONG_PASSWORD,
} from '../../test/accounts';
import { ADMIN_EMAIL, appWithAdmin } from '../modules/admin/admin.test-support';
import { MALFORMED_URL_ROUTE } from './hostile-input';

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Values for JSON fields: every one must end in a 4xx, never a 5xx. */
const hostileJson: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  MEGABYTE,
  '2000-02-30',
  '\u202eevil\u202c',
  '\u200b\u200b',
  12345,
  -1,
  1e308,
  true,
  null,
  { nested: 'a\u0000b' },
  ['a\u0000b'],
];

/** Values for path and query parts, already percent-encoded as they arrive on the wire. */
const hostileUrl = [
  'a%00b',
  '%ff',
  '%ed%a0%80',
  '%E2%80%AEevil',
  '2000-02-30',
  MEGABYTE,
  '-1',
  '%',
  'a%2Fb',
];

/** A valid body where a route needs one to get past its other fields to the database. */
const validBodies: Record<string, object> = {
  'PUT /api/preferences': defaultPreferences,
  'POST /api/auth/sign-in': { email: 'nobody@example.az', password: STRONG_PASSWORD },
  'POST /api/account/delete': { reason: 'other', otherReason: 'moving abroad' },
};

type Route = { method: string; url: string; schema?: RouteOptions['schema'] };

function fieldsOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { type?: string; in?: unknown; shape?: object } } })?._zod
    ?.def;
  if (!def) return [];
  if (def.type === 'pipe') return fieldsOf(def.in);
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  return [];
}

function paramsOf(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

function fill(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? crypto.randomUUID());
}

describe('hostile input never answers 5xx (SECURITY 20)', () => {
  const routes: Route[] = [];
  let ctx: TestApp;
  const cookies: Record<'member' | 'admin', string> = { member: '', admin: '' };
  let memberEmail = '';

  beforeAll(async () => {
    const built = await appWithAdmin({
      onRoute: (route) => {
        const methods = [route.method].flat();
        for (const method of methods) {
          if (method === 'HEAD' || route.url === MALFORMED_URL_ROUTE || route.url.includes('*'))
            continue;
          routes.push({ method, url: route.url, schema: route.schema });
        }
      },
    });
    ctx = built.ctx;
    cookies.admin = built.admin.cookie;
    const member = await createConfirmedAccount(ctx);
    cookies.member = member.cookie;
    memberEmail = member.input.email;
  }, 180_000);

  afterAll(() => ctx?.close());

  /**
   * Sign-out or the account's deletion ends the session mid-sweep; sign in again (restoring the
   * account, S8) so every later route is reached signed in.
   */
  async function freshCookie(who: 'member' | 'admin') {
    const response = await ctx.app.inject({
      url: '/api/auth/session',
      headers: { cookie: `vusal_session=${cookies[who]}` },
    });
    if (response.json().user) return cookies[who];
    const email = who === 'admin' ? ADMIN_EMAIL : memberEmail;
    const signedIn = await signIn(ctx, email, STRONG_PASSWORD, { restore: true });
    if (signedIn.statusCode !== 200) throw new Error(`sign-in as ${who}: ${signedIn.body}`);
    cookies[who] = signedIn.cookies.find((cookie) => cookie.name === 'vusal_session')!.value;
    return cookies[who];
  }

  function send(route: Route, cookie: string, url: string, payload?: unknown) {
    const headers = as({ cookie });
    if (payload === undefined)
      return ctx.app.inject({ method: route.method as 'GET', url, headers });
    return ctx.app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  }

  it('collected the routes of every module', () => {
    const urls = routes.map((route) => route.url);
    for (const expected of [
      '/api/profiles/:id',
      '/api/photos/:token',
      '/api/admin/users',
      '/api/preferences',
      '/api/auth/sign-in',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  for (const who of ['member', 'admin'] as const) {
    it(`sends hostile values to every field of every route as ${who}`, async () => {
      const failures: string[] = [];
      const check = (label: string, status: number) => {
        if (status >= 500) failures.push(`${label} → ${status}`);
      };
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const hasBody = !['GET', 'DELETE'].includes(route.method);
        const baseBody = validBodies[key] ?? {};
        const baseQuery = '';
        const cookie = await freshCookie(who);

        for (const param of paramsOf(route.url)) {
          for (const value of hostileUrl) {
            const url = fill(route.url, { [param]: value }) + baseQuery;
            const response = await send(route, cookie, url, hasBody ? baseBody : undefined);
            check(`${key} param ${param}=${value.slice(0, 20)}`, response.statusCode);
          }
        }
        for (const field of fieldsOf(route.schema?.querystring as z.ZodType)) {
          for (const value of hostileUrl) {
            const url = `${fill(route.url, {})}?${field}=${value}`;
            const response = await send(route, cookie, url, hasBody ? baseBody : undefined);
            check(`${key} query ${field}=${value.slice(0, 20)}`, response.statusCode);
          }
        }
        if (!hasBody) continue;
        const bodyFields = fieldsOf(route.schema?.body as z.ZodType);
        for (const field of bodyFields) {
          for (const value of hostileJson) {
            const payload = { ...baseBody, [field]: value };
            const response = await send(route, cookie, fill(route.url, {}), payload);
            check(
              `${key} body ${field}=${JSON.stringify(value).slice(0, 20)}`,
              response.statusCode,
            );
          }
        }
        for (const value of hostileJson) {
          const response = await send(route, cookie, fill(route.url, {}), value);
          check(`${key} whole body ${JSON.stringify(value).slice(0, 20)}`, response.statusCode);
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }

  it('sends hostile values to every field of the multipart sign-up', async () => {
    const failures: string[] = [];
    for (const field of Object.keys(signUpInput())) {
      for (const value of hostileJson) {
        const response = await signUp(ctx, { ...signUpInput(), [field]: value } as never);
        if (response.statusCode >= 500)
          failures.push(`${field}=${JSON.stringify(value).slice(0, 20)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('hostile input: the reported cases (SECURITY 20)', () => {
  let ctx: TestApp;
  let cookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    const built = await appWithAdmin();
    ctx = built.ctx;
    adminCookie = built.admin.cookie;
    cookie = (await createConfirmedAccount(ctx)).cookie;
  }, 180_000);
  afterAll(() => ctx?.close());

  const get = (url: string, as = cookie) =>
    ctx.app.inject({ url, headers: { cookie: `vusal_session=${as}` } });

  function expectBadRequest(response: Awaited<ReturnType<typeof get>>) {
    expect(response.statusCode).toBe(400);
    expect(['BAD_REQUEST', 'VALIDATION_FAILED']).toContain(response.json().error.code);
    expect(typeof response.json().error.message).toBe('string');
  }

  it('refuses a NUL character in a path id', async () => {
    expectBadRequest(await get('/api/profiles/a%00b'));
    expectBadRequest(await get('/api/photos/a%00b'));
  });

  it('refuses a NUL character in a query', async () => {
    expectBadRequest(await get('/api/admin/users?search=a%00b', adminCookie));
  });

  it('refuses a NUL character in a text field of a JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: as({ cookie }),
      payload: { bio: 'hello\u0000world' },
    });
    expectBadRequest(response);
    expect(response.json().error.issues).toEqual([{ path: 'bio', message: 'validation.invalid' }]);
  });

  it('refuses a NUL character in a multipart sign-up field', async () => {
    expectBadRequest(await signUp(ctx, signUpInput({ firstName: 'Ay\u0000sel' })));
  });

  it('refuses an impossible birth date', async () => {
    const response = await signUp(ctx, signUpInput({ birthDate: '2000-02-30' }));
    expectBadRequest(response);
    expect(response.json().error.issues).toEqual([
      { path: 'birthDate', message: 'validation.birthDateInvalid' },
    ]);
  });

  it('refuses multipart/form-data without a boundary', async () => {
    const body = await multipart(signUpInput());
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: body.payload,
      headers: { origin: TEST_ORIGIN, 'content-type': 'multipart/form-data' },
    });
    expectBadRequest(response);
  });

  it('answers a malformed URL encoding in the project shape, with the security headers', async () => {
    for (const url of ['/api/profiles/%ff', '/%ff', '/api/profiles/%E0%A4%A']) {
      const response = await get(url);
      expectBadRequest(response);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('refuses a path id far beyond the router limit in the project shape', async () => {
    const response = await get(`/api/profiles/${'a'.repeat(5000)}`);
    expectBadRequest(response);
  });
});
