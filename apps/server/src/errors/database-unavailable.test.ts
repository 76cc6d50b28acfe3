import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createConfirmedAccount } from '../../test/accounts';
import { isDatabaseUnavailable } from './database-unavailable';

describe('recognising a database outage (issue 7, A10)', () => {
  it('knows lost connections, closed databases and unavailable servers, through wrappers', () => {
    const unavailable = [
      new Error('PGlite is closed'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new Error('Failed query: select 1', { cause: new Error('Query read timeout') }),
      new Error('Failed query: rollback', {
        cause: new Error('Client was closed and is not queryable'),
      }),
      Object.assign(new Error('database "x" does not exist'), { code: '3D000' }),
      new Error('Connection terminated unexpectedly'),
      new Error('database "vusal" is not currently accepting connections'),
      new Error('Failed query: select 1', { cause: new Error('PGlite is closed') }),
    ];
    for (const error of unavailable) expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('leaves query and program errors alone', () => {
    const others = [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      new Error('boom'),
      'PGlite is closed as a string is not an error object',
      undefined,
    ];
    for (const error of others) expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

async function signedInWhileDatabaseAway(ctx: TestApp, cookie: string) {
  const headers = { cookie: `vusal_session=${cookie}` };
  const live = await ctx.app.inject({ url: '/api/health/live', headers });
  expect(live.statusCode).toBe(200);
  const ready = await ctx.app.inject({ url: '/api/health/ready', headers });
  expect(ready.statusCode).toBe(503);
  for (const url of ['/api/auth/session', '/api/profiles/me', '/api/preferences']) {
    const response = await ctx.app.inject({ url, headers });
    expect(response.statusCode, url).toBe(503);
    expect(response.json().error.code, url).toBe('SERVICE_UNAVAILABLE');
    expect(Number(response.headers['retry-after']), url).toBeGreaterThan(0);
    expect(response.body, url).not.toMatch(/PGlite|ECONN|terminat|does not exist/i);
  }
}

describe('a signed-in request while the database is away (issue 7, A10)', () => {
  let ctx: TestApp;
  let cookie: string;
  beforeEach(async () => {
    ctx = await buildTestApp();
    ({ cookie } = await createConfirmedAccount(ctx));
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)('answers 503 on the embedded database', async () => {
    await ctx.database.close();
    await signedInWhileDatabaseAway(ctx, cookie);
    await ctx.app.close();
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'answers 503 on PostgreSQL, and recovers by itself when the connections come back',
    async () => {
      const url = (ctx.database as { url?: string }).url!;
      const name = new URL(url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const headers = { cookie: `vusal_session=${cookie}` };
      try {
        // Every connection of the app is cut; the pool opens new ones on its own.
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        let recovered = false;
        for (let attempt = 0; attempt < 5 && !recovered; attempt++) {
          const response = await ctx.app.inject({ url: '/api/auth/session', headers });
          expect([200, 503]).toContain(response.statusCode);
          recovered = response.statusCode === 200;
        }
        expect(recovered).toBe(true);

        // Now the database is gone for good: every signed-in request is a 503.
        await admin.query(`alter database ${name} allow_connections false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        await signedInWhileDatabaseAway(ctx, cookie);
        await admin.query(`alter database ${name} allow_connections true`);
        const back = await ctx.app.inject({ url: '/api/auth/session', headers });
        expect(back.statusCode).toBe(200);
      } finally {
        await admin.end();
        await ctx.close();
      }
    },
  );
});
