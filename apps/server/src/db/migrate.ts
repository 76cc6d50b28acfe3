import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client';
import type * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant shared by every node; distinct from the job scheduler's advisory locks.
const MIGRATION_LOCK_KEY = 58_420_001;

/**
 * Applies every pending migration of src/db/migrations. Safe on every start: applied ones are
 * recorded in drizzle's journal table and skipped, and nodes starting together take turns.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  // `Database` is the driver-neutral type the app codes against; drizzle's migrators want
  // their own driver's type, which `kind` names.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, { migrationsFolder });
    return;
  }
  const { $client: pool } = handle.db as NodePgDatabase<typeof schema> & { $client: pg.Pool };
  // A connection of its own, without the pool's timeouts: waiting for another node's migration
  // or building an index on a large table may take longer than any request should.
  const client = new pg.Client({ ...pool.options, statement_timeout: 0, query_timeout: 0 });
  // Like the pool's clients (issue 20, item 1): a dropped connection fails the query in flight.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePostgres(drizzle({ client }), { migrationsFolder });
  } finally {
    // Closing the connection ends its session, and with it the lock, whatever happened above.
    await client.end();
  }
}
