import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfigOrExit, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { seed, seedOptionsFrom } from './db/seed';
import { exposureWarning } from './loopback';
import { createStorage } from './infra/storage/create-storage';
import type { Storage } from './infra/storage/storage.types';
import { resolveSessionSecret } from './session-secret';
import { resolveVapidKeys } from './vapid-keys';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfigOrExit();
  const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  const vapidKeys = await resolveVapidKeys(config.push, config.dataDir);
  const storage = createStorage(config.storage);
  const database = await openDatabase(config.database);

  let readiness: string | undefined = 'migrations not applied yet';
  const app = await buildApp({
    config,
    database,
    sessionSecret,
    vapidKeys,
    storage,
    runJobs: true,
    assertDatabaseReady: () => {
      if (readiness) throw new Error(readiness);
    },
  });

  installShutdown(app, database);
  keepRunningThroughStrayErrors(app.log);
  await app.listen({ port: config.port, host: config.host });
  const exposure = exposureWarning(config);
  if (exposure) app.log.warn({ host: config.host }, exposure);

  await prepareDatabase(config, database, storage, app.log, (reason) => {
    readiness = reason;
  });
  app.log.info({ url: config.publicUrl, database: database.kind }, 'Vüsal is ready');
}

/**
 * Migrates and seeds. An unreachable PostgreSQL is retried with backoff while /ready says 503
 * and the log says why, instead of crash-looping; the embedded database has no such excuse.
 */
async function prepareDatabase(
  config: Config,
  database: DatabaseHandle,
  storage: Storage,
  log: {
    info: (o: object, m: string) => void;
    warn: (o: object, m: string) => void;
    error: (o: object, m: string) => void;
  },
  setReadiness: (reason: string | undefined) => void,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrate(database);
      break;
    } catch (error) {
      if (database.kind === 'pglite') throw error;
      const reason = error instanceof Error ? error.message : String(error);
      setReadiness(`database unreachable: ${reason}`);
      const delay = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
      log.error({ reason, attempt, retryInMs: delay }, 'database unavailable, will retry');
      await sleep(delay);
    }
  }

  const result = await seed(
    database,
    seedOptionsFrom(config, storage, (message) => log.info({}, message)),
  );
  if (result.generatedPassword) {
    log.warn(
      { email: config.admin.email },
      `Admin account created. Its generated password, shown only this once: ${result.generatedPassword}`,
    );
  }
  setReadiness(undefined);
}

function installShutdown(app: Awaited<ReturnType<typeof buildApp>>, database: DatabaseHandle) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * SECURITY 40: no error path ends the process. A rejection nobody awaited or an error thrown
 * from a callback (a client library's event, a timer) is a bug to log, not a reason to drop
 * every member's request and socket on this node; requests keep their own error handler.
 */
function keepRunningThroughStrayErrors(log: { error: (o: object, m: string) => void }) {
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
  process.on('uncaughtException', (error) => log.error({ err: error }, 'uncaught exception'));
}

void main().catch((error: unknown) => {
  console.error('Vüsal failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
