import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('starts with no variables at all: embedded database, demo data, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toMatch(/data[/\\]db$/);
    expect(config.seedDemo).toBe(true);
    expect(config.autoApproveProfiles).toBe(false);
    expect(config.storage.kind).toBe('local');
  });

  it('turns demo data off by default on PostgreSQL and on request', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/vusal' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('bounds every PostgreSQL statement and query by default, and takes other bounds (issue 20)', () => {
    expect(loadConfig({}).database).toMatchObject({
      statementTimeoutMs: 10_000,
      queryTimeoutMs: 15_000,
    });
    const config = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_QUERY_TIMEOUT_MS: '5000',
    });
    expect(config.database).toMatchObject({ statementTimeoutMs: 2000, queryTimeoutMs: 5000 });
  });

  it('paces the push worker by default: 64 in flight per push service, 1,000 a second (decision 068)', () => {
    expect(loadConfig({}).push.pace).toEqual({ maxInFlight: 64, perSecond: 1000 });
    const config = loadConfig({ PUSH_MAX_IN_FLIGHT: '2', PUSH_PER_SECOND: '50' });
    expect(config.push.pace).toEqual({ maxInFlight: 2, perSecond: 50 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PUSH_MAX_IN_FLIGHT: '0' }, 'PUSH_MAX_IN_FLIGHT'],
    [{ PUSH_PER_SECOND: 'fast' }, 'PUSH_PER_SECOND'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '0' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ DATABASE_QUERY_TIMEOUT_MS: 'forever' }, 'DATABASE_QUERY_TIMEOUT_MS'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://vusal.az' }, 'SESSION_SECRET'],
    [{ TRUSTED_ORIGINS: 'nope' }, 'TRUSTED_ORIGINS'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '0' }, 'AUTH_RATE_LIMIT_PER_MINUTE'],
  ])('names the bad variable %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(
      new RegExp(`^Invalid environment variable ${variable}: `),
    );
  });

  it('trusts only its own origin plus the listed ones', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://vusal.az/app',
      TRUSTED_ORIGINS: 'http://127.0.0.1:5173',
    });
    expect(config.trustedOrigins).toEqual(['https://vusal.az', 'http://127.0.0.1:5173']);
  });

  it('does not trust proxy headers unless told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (
      address: string,
      hop: number,
    ) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });
});
