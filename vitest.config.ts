import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './apps/web/messages-plugin';

const webSources = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/**
 * The web tests that replace a module (`vi.mock`) or start from fresh modules (`vi.resetModules`).
 * Vitest keeps a mock to its file only by resetting the modules between files, which is what
 * isolation costs (a new process, happy-dom and the app imported again for every file), so these
 * run isolated and the others share their workers' modules.
 */
function webTestsNeedingIsolation(): string[] {
  const needsIsolation = /\bvi\.(mock|doMock|resetModules)\(/;
  return readdirSync(webSources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => needsIsolation.test(readFileSync(path.join(webSources, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
const isolatedWebTests = webTestsNeedingIsolation();

const webTest = {
  root: './apps/web',
  environment: 'happy-dom',
  setupFiles: ['src/test/setup.ts'],
  // A file's first test also loads the lazy route and its catalogue; beside the server
  // suite on two cores that alone can take seconds. Waiting longer costs a passing test
  // nothing (see asyncUtilTimeout in src/test/setup.ts).
  testTimeout: 20_000,
} as const;

// One runner, four projects: the shared catalogue, the server suite, the web app (happy-dom) and
// the tooling (browser check, benchmark runner).
// The server suite runs against in-memory PGlite, or against PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default, which on a two-core machine (CI's) leaves the
    // suite one worker; its own process is idle most of the run, so both cores take test files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share a worker's modules, so the migrated PGlite snapshot is built once per
          // worker (test/database.ts). Every file still gets a database of its own.
          isolate: false,
          // On PostgreSQL, one migrated template for the run that each file's database copies.
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        // The tooling around the suites: finding or installing a browser, the benchmark runner.
        test: {
          name: 'tooling',
          include: ['e2e/*.test.ts', 'bench/*.test.ts'],
        },
      },
      {
        plugins: [messagesPlugin()],
        test: {
          ...webTest,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolatedWebTests,
          // Files share a worker's happy-dom window and modules; src/test/setup.ts puts back
          // what a test may leave behind (the DOM, storage, the query client, stubbed globals,
          // fake timers, the public pages' session probe).
          isolate: false,
        },
      },
      {
        plugins: [messagesPlugin()],
        test: { ...webTest, name: 'web-isolated', include: isolatedWebTests },
      },
    ],
  },
});
