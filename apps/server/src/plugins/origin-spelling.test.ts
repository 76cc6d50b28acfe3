import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { createConfirmedAccount } from '../../test/accounts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every state-changing route the app has, read from its router, so a new one is covered too. */
function stateChangingRoutes(): { method: (typeof STATE_CHANGING)[number]; path: string }[] {
  return STATE_CHANGING.flatMap((method) =>
    [...ctx.app.printRoutes({ method, commonPrefix: false }).matchAll(/(\/\S+) \(/g)].map(
      (match) => ({ method, path: match[1]!.replaceAll(/:\w+/g, crypto.randomUUID()) }),
    ),
  );
}

/** The ways one path can be spelled so that a router still reaches it, or nearly. */
function spellings(path: string): string[] {
  const last = path.length - 1;
  return [
    path,
    path.replace('/api/', '/%61pi/'),
    path.replace('/api/', '/ap%69/'),
    path.replace('/api/', '/%2561pi/'),
    `/${path.replaceAll('/', '//')}`,
    `${path}.`,
    `${path}/`,
    path.toUpperCase(),
    path.replace('/api/', '/Api/'),
    `${path.slice(0, last)}%${path.charCodeAt(last).toString(16)}`,
  ];
}

const foreign = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as const;

describe('origin check whatever the spelling of the path (SECURITY 18, issue 7 A1)', () => {
  it('knows the state-changing routes', () => {
    expect(stateChangingRoutes().map((route) => route.path)).toContain('/api/auth/sign-in');
  });

  it('refuses every state-changing route, however spelled, from a foreign page', async () => {
    const accepted: string[] = [];
    for (const { method, path } of stateChangingRoutes()) {
      for (const url of spellings(path)) {
        for (const headers of foreign) {
          const response = await ctx.app.inject({
            method,
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: '{}',
          });
          const refused =
            response.statusCode === 403 && response.json().error.code === 'ORIGIN_NOT_ALLOWED';
          if (!refused) accepted.push(`${method} ${url} ${JSON.stringify(headers)}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('resolves the session by the matched route, however spelled', async () => {
    const { cookie, input } = await createConfirmedAccount(ctx);
    for (const url of ['/%61pi/auth/session', '/ap%69/auth/session', '/api/auth/sessio%6e']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `vusal_session=${cookie}` },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().user?.email, url).toBe(input.email);
    }
  });

  it('still serves the trusted origin', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-out',
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(204);
  });
});
