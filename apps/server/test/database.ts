import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { newDatabase } from './postgres-databases';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a new database on that PostgreSQL server that `close()` drops again. On PostgreSQL it
 * is a copy of the template the server project's global setup migrated once for the run
 * (test/global-setup.ts): copying takes a fraction of a second, migrating takes seconds.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ snapshot: await migratedSnapshot() });

  const template = inject('migratedTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is set, but no template was migrated for it');
  const database = await newDatabase(serverUrl, 'vusal_test', template);
  const handle = await openDatabase({ url: database.url });
  return {
    ...handle,
    url: database.url,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A new, empty (never migrated) database on TEST_DATABASE_URL's server, for a restore to fill. */
export async function createEmptyTestDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('createEmptyTestDatabase needs TEST_DATABASE_URL');
  const { url, drop } = await newDatabase(serverUrl, 'vusal_test');
  return { url, drop };
}

// Starting PGlite and migrating costs seconds; restoring a migrated snapshot costs well under
// one. Each test worker (the server project runs without isolation) builds the snapshot once.
let snapshot: Promise<Blob> | undefined;

function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const template = await openDatabase({});
    await migrate(template);
    await dropTemplateDatabases(template);
    const blob = await template.snapshot!();
    await template.close();
    return blob;
  })();
  return snapshot;
}

/**
 * A restore unpacks every file of the snapshot, and initdb's template0 and template1 are 15 of
 * its 43 MB: a test database is never a template for another (the app and its tests use the
 * `postgres` database PGlite opens, and copy nothing), so the snapshot goes without them.
 */
async function dropTemplateDatabases(database: DatabaseHandle): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await database.db.execute(sql.raw(`alter database ${name} is_template false`));
    await database.db.execute(sql.raw(`drop database ${name}`));
  }
}
