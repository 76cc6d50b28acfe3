import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../test/app';
import { STRONG_PASSWORD } from '../test/accounts';
import { safeUrl, serializeError } from './logger';
import { pino } from 'pino';

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

  it('keeps causes five deep', () => {
    let error = new Error('level 0');
    for (let level = 1; level <= 8; level++) error = new Error(`level ${level}`, { cause: error });
    const line = JSON.stringify(serializeError(error));
    expect(line).toContain('level 8');
    expect(line).toContain('level 4');
    expect(line).not.toContain('level 2');
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

describe('SECURITY 40: logging never throws, whatever was thrown', () => {
  class GetterNameError extends Error {
    // As the Redis client's errors (redis-errors): `name` has only a getter (issue 34, item 1).
    override get name() {
      return 'ReplyError';
    }
  }
  const looping = new Error('outer');
  const inner = new Error('inner', { cause: looping });
  Object.defineProperty(looping, 'cause', { value: inner });
  const hostile = new Proxy(new Error('proxied'), {
    get() {
      throw new Error('trap');
    },
    ownKeys() {
      throw new Error('trap');
    },
    getPrototypeOf() {
      throw new Error('trap');
    },
  });
  const throwingGetters = Object.defineProperties(new Error('getters'), {
    code: {
      enumerable: true,
      get() {
        throw new Error('no code');
      },
    },
    message: {
      get() {
        throw new Error('no message');
      },
    },
  });
  const readOnly = Object.defineProperty(new Error('read-only'), 'name', {
    value: 'Fixed',
    writable: false,
  });
  const circularField = Object.assign(new Error('circular field'), { context: {} as object });
  Object.assign(circularField.context, { self: circularField.context, error: circularField });

  const thrown: [string, unknown][] = [
    ['an error whose name has only a getter', new GetterNameError('Connection is closed.')],
    ['an error with a non-writable field', readOnly],
    ['a frozen error', Object.freeze(Object.assign(new Error('frozen'), { code: '22P02' }))],
    ['a frozen plain object', Object.freeze({ message: 'frozen object', detail: 'x' })],
    ['a cause loop', looping],
    ['a circular field', circularField],
    ['an error whose getters throw', throwingGetters],
    ['a Proxy that throws', hostile],
    [
      'a Proxy that throws on everything',
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('trap');
          },
          ownKeys: () => {
            throw new Error('trap');
          },
        },
      ),
    ],
    ['a string', 'plain words'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a bigint', 10n],
    ['a symbol', Symbol('thrown')],
    ['a function', () => 'thrown'],
  ];

  it.each(thrown)('serializes %s to a plain value that stringifies', (_name, value) => {
    const serialized = serializeError(value);
    expect(() => JSON.stringify(serialized)).not.toThrow();
  });

  it('keeps what a getter-only, a frozen and a looping error say', () => {
    expect(serializeError(new GetterNameError('Connection is closed.'))).toMatchObject({
      type: 'GetterNameError',
      message: 'Connection is closed.',
      stack: expect.stringContaining('logger.test.ts'),
    });
    const frozen = Object.freeze(
      Object.assign(new Error('invalid input syntax for type uuid: "a@b.az"'), { code: '22P02' }),
    );
    expect(JSON.stringify(serializeError(frozen))).not.toContain('a@b.az');
    expect(JSON.stringify(serializeError(looping))).toContain('[Circular]');
  });

  it('keeps the errors of an AggregateError, each without its values', () => {
    const aggregate = new AggregateError(
      [
        Object.assign(new Error('Failed query: select 1\nparams: secret-value'), {
          params: ['secret-value'],
        }),
        new GetterNameError('Connection is closed.'),
        'a string',
      ],
      'every attempt failed',
    );
    const serialized = serializeError(aggregate);
    expect(serialized).toMatchObject({
      type: 'AggregateError',
      message: 'every attempt failed',
      aggregateErrors: [
        { message: 'Failed query: select 1' },
        { type: 'GetterNameError', message: 'Connection is closed.' },
        'a string',
      ],
    });
    expect(JSON.stringify(serialized)).not.toContain('secret-value');
  });

  it('logs through pino without throwing, whatever the value', () => {
    const lines: string[] = [];
    const log = pino(
      { serializers: { err: serializeError } },
      { write: (line: string) => void lines.push(line) },
    );
    for (const [, value] of thrown) expect(() => log.error({ err: value }, 'failed')).not.toThrow();
    expect(lines).toHaveLength(thrown.length);
  });
});
