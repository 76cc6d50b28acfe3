import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './apps/web/messages-plugin';

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
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          // A file's first test also loads the lazy route and its catalogue; beside the server
          // suite on two cores that alone can take seconds. Waiting longer costs a passing test
          // nothing (see asyncUtilTimeout in src/test/setup.ts).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
