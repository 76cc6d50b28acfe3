import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { AppDependencies } from '../src/app.types';
import type { Clock } from '../src/clock';
import { loadConfig } from '../src/config';
import type { AuthLimits } from '../src/modules/auth/auth.types';
import { createMailer } from '../src/infra/mail/mailer';
import { createLocalStorage } from '../src/infra/storage/local-storage';
import { createTestDatabase } from './database';

export const TEST_ORIGIN = 'http://localhost:3000';
/** Every test app's session secret: seeded members' tokens and server processes use it too. */
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

/** Tests state their limits; nothing is ever switched off (issue 3). Generous by default. */
export const testAuthLimits: AuthLimits = {
  accountFailures: 10,
  accountWindowMs: 15 * 60 * 1000,
  ipRequests: 1000,
  ipWindowMs: 60 * 1000,
  mailsPerRecipient: 3,
  mailWindowMs: 60 * 60 * 1000,
};

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-03-01T10:00:00Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void; set(date: Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
  return clock;
}

/** A built web app stand-in, so SPA fallback can be tested without running Vite. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vusal-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Vüsal</title><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.map'), '{}');
  return dir;
}

type Overrides = Partial<Omit<AppDependencies, 'config' | 'database'>>;

export async function buildTestApp(env: Record<string, string> = {}, overrides: Overrides = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vusal-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: fakeWebDist(),
    ...env,
  });
  const database = await createTestDatabase();
  const mailer = createMailer({ from: 'Vüsal <no-reply@vusal.test>', log: () => {} });
  const storage = overrides.storage ?? createLocalStorage(path.join(dataDir, 'uploads'));
  const app = await buildApp({
    config,
    database,
    sessionSecret: TEST_SESSION_SECRET,
    mailer,
    storage,
    authLimits: testAuthLimits,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    mailer,
    storage,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * A second node on the first one's database, mailer and storage, as a load balancer would
 * send a person's next request to another process. Closed by the caller; so is a `database`
 * handle the caller passes (another way to the first one's database).
 */
export async function buildSecondNode(
  first: TestApp,
  overrides: Partial<Omit<AppDependencies, 'config'>> = {},
) {
  const app = await buildApp({
    config: first.config,
    database: first.database,
    sessionSecret: TEST_SESSION_SECRET,
    mailer: first.mailer,
    storage: first.storage,
    authLimits: testAuthLimits,
    ...overrides,
  });
  await app.ready();
  return app;
}
