import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../test/app';

describe('application shell', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx.close());

  it('is live and ready when the database answers', async () => {
    expect((await ctx.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a typed JSON 404, never the web app', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await ctx.app.inject({
        method,
        url: '/api/nope',
        headers: { origin: TEST_ORIGIN },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({
        error: {
          code: 'ROUTE_NOT_FOUND',
          message: 'errors.ROUTE_NOT_FOUND',
          requestId: expect.any(String),
        },
      });
    }
  });

  it('serves the web app for page paths (history fallback) and its assets', async () => {
    for (const url of ['/', '/az', '/az/dashboard', '/some/unknown/page?x=1']) {
      const page = await ctx.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
    const asset = await ctx.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('does not serve source maps or dot-files', async () => {
    expect((await ctx.app.inject('/assets/app-abc123.js.map')).statusCode).toBe(404);
    expect((await ctx.app.inject('/.env')).statusCode).toBe(404);
  });

  it('sends the security headers of SECURITY.md 19', async () => {
    const page = await ctx.app.inject('/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect((await ctx.app.inject('/api/health/live')).headers['cache-control']).toBe('no-store');
  });

  it('sends them on every answer: the API, a refusal, a path nobody serves', async () => {
    const answers = [
      await ctx.app.inject('/api/health/live'),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/nope',
        headers: { origin: 'https://evil.example' },
      }),
      await ctx.app.inject('/api/nope'),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses state-changing API requests from a foreign origin', async () => {
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('readiness', () => {
  it('answers 503 while the database is not ready, and says why in the log only', async () => {
    const ctx = await buildTestApp(
      {},
      {
        assertDatabaseReady: () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        },
      },
    );
    const ready = await ctx.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(ready.body).not.toContain('ECONNREFUSED');
    await ctx.close();
  });

  it('answers 503 when the database connection is gone', async () => {
    const ctx = await buildTestApp();
    await ctx.database.close();
    const ready = await ctx.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    await ctx.app.close();
  });
});
