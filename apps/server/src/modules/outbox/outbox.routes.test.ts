import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

describe('development outbox (issue 7 A7)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers a client on this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('is not found for any other client, or through a proxy', async () => {
    const remote = await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().error.code).toBe('ROUTE_NOT_FOUND');
    const proxies = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      // Issue 20: nginx's X-Real-IP and the standard Via mark a proxy as well.
      { 'x-real-ip': '203.0.113.7' },
      { via: '1.1 proxy.example' },
      { 'x-real-ip': '' },
      // Issue 34, item 11: CDNs' and other proxies' client headers, and any X-Forwarded-*.
      { 'cf-connecting-ip': '203.0.113.7' },
      { 'true-client-ip': '203.0.113.7' },
      { 'x-forwarded-host': 'vusal.example' },
      { 'x-forwarded-proto': 'https' },
      { 'x-forwarded-server': 'proxy.example' },
      { 'x-client-ip': '203.0.113.7' },
      { 'x-cluster-client-ip': '203.0.113.7' },
      { 'fastly-client-ip': '203.0.113.7' },
      { 'x-original-forwarded-for': '203.0.113.7' },
      { 'CF-Ray': '8a1b2c3d4e5f6a7b-FRA' },
    ];
    for (const header of proxies) {
      const proxied = await ctx.app.inject({ url: '/api/dev/outbox', headers: header });
      expect(proxied.statusCode, JSON.stringify(header)).toBe(404);
      expect(proxied.json().error.code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('does not exist in production, even on loopback', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-secret-production-secret-01',
    });
    try {
      const response = await production.app.inject({ url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
