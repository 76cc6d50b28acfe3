import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a new database on that PostgreSQL server that `close()` drops again.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ snapshot: await migratedSnapshot() });

  const name = `vusal_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.href });
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    ...handle,
    url: url.href,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** A new, empty (never migrated) database on TEST_DATABASE_URL's server, for a restore to fill. */
export async function createEmptyTestDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('createEmptyTestDatabase needs TEST_DATABASE_URL');
  const name = `vusal_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => dropDatabase(serverUrl, name) };
}

// Starting PGlite and migrating costs seconds; restoring a migrated snapshot costs well under
// one. Each test worker (the server project runs without isolation) builds the snapshot once.
let snapshot: Promise<Blob> | undefined;

function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const template = await openDatabase({});
    await migrate(template);
    const blob = await template.snapshot!();
    await template.close();
    return blob;
  })();
  return snapshot;
}

function dropDatabase(serverUrl: string, name: string) {
  return withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists ${name} with (force)`),
  );
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    const { host } = new URL(url);
    throw new Error(`TEST_DATABASE_URL does not answer at ${host}: is PostgreSQL running?`, {
      cause: error,
    });
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
