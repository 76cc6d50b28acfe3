import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../test/app';
import { STRONG_PASSWORD } from '../test/accounts';
import { safeUrl, serializeError } from './logger';

describe('safeUrl', () => {
  it('drops query strings, which may carry tokens', () => {
    expect(safeUrl('/api/auth/verify-email?token=abc.def.ghi&callbackURL=/')).toBe(
      '/api/auth/verify-email',
    );
  });

  it('masks token-like path segments', () => {
    expect(safeUrl('/api/auth/reset-password/Zx81kQpL0aB9cD7eF6gH5iJ4')).toBe(
      '/api/auth/reset-password/:redacted',
    );
    expect(safeUrl('/api/profiles/me')).toBe('/api/profiles/me');
  });
});

describe('a failed database call in the log (issue 20, item 8)', () => {
  const email = 'leyla.secret@example.az';
  const tokenHash = 'f3a9c1d27be04e6a8c55d1e0b7a4c3d2';

  it('keeps the cause and the SQL, and drops the values, through every wrapper', () => {
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_unique"'),
      { code: '23505', detail: `Key (email)=(${email}) already exists.` },
    );
    const failed = Object.assign(
      new Error(
        `Failed query: select * from session where token = $1 and email = $2\nparams: ${tokenHash},${email}`,
        {
          cause: driver,
        },
      ),
      {
        query: 'select * from session where token = $1 and email = $2',
        params: [tokenHash, email],
      },
    );
    const outer = Object.assign(new Error('errors.SERVICE_UNAVAILABLE'), { cause: failed });
    const line = JSON.stringify(serializeError(outer));
    expect(line).not.toContain(email);
    expect(line).not.toContain(tokenHash);
    expect(line).not.toContain('params');
    expect(line).toContain('user_email_unique');
    expect(line).toContain('where token = $1');
    expect(line).toMatch(/at .*logger\.test\.ts/);
  });

  it('redacts the value PostgreSQL quotes in a data exception', () => {
    const refused = Object.assign(new Error(`invalid input syntax for type uuid: "${email}"`), {
      code: '22P02',
    });
    const line = JSON.stringify(serializeError(refused));
    expect(line).not.toContain(email);
    expect(line).toContain('invalid input syntax for type uuid');
  });

  describe('under a request', () => {
    const lines: string[] = [];
    let ctx: TestApp;
    beforeAll(async () => {
      ctx = await buildTestApp({}, { logStream: { write: (line) => void lines.push(line) } });
    });

    it('logs the failed query without its parameters', async () => {
      await ctx.database.close();
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { origin: TEST_ORIGIN },
        payload: { email, password: STRONG_PASSWORD },
      });
      const session = await ctx.app.inject({
        url: '/api/auth/session',
        headers: { cookie: `vusal_session=${'t'.repeat(43)}` },
      });
      await ctx.app.close();
      expect([signIn.statusCode, session.statusCode]).toEqual([503, 503]);
      // The cause is there: the failed SQL, for both requests.
      expect(lines.filter((line) => line.includes('Failed query')).length).toBeGreaterThan(1);
      for (const line of lines) {
        expect(line).not.toContain(email);
        expect(line).not.toMatch(/params/);
      }
    });
  });
});
