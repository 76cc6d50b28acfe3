import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, pgliteHandle, startPglite, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { newDatabase } from './postgres-databases';

/**
 * A fresh, migrated database for one test file: in-memory PGlite (an engine another file closed,
 * emptied, when the worker has one), or, when TEST_DATABASE_URL is set, a new database on that
 * PostgreSQL server that `close()` drops again. On PostgreSQL it is a copy of the template the
 * server project's global setup migrated once for the run (test/global-setup.ts): copying takes
 * a fraction of a second, migrating takes seconds.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return lendPglite();

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

/**
 * The migrated state a lent client is emptied back to: the snapshot that starts one, the tables
 * the app writes (all but the migrations' journal, which migrating filled), and a fingerprint of
 * the schema and everything else a file could change and emptying the tables would not undo.
 */
type Template = { snapshot: Blob; tables: string; state: string };

// Starting PGlite and migrating costs seconds, and restoring a migrated snapshot about half a
// second of CPU: some 170 test files opened a database each, a minute of CI's two cores. Each
// test worker (the server project runs without isolation) migrates once; a database a file
// closes is emptied (well under a tenth of a second) and lent to the next file that asks.
let template: Promise<Template> | undefined;

function migratedTemplate(): Promise<Template> {
  template ??= (async () => {
    const client = await startPglite();
    const database = pgliteHandle(client, () => client.close());
    await migrate(database);
    await dropTemplateDatabases(database);
    const { rows } = await client.query<{ tables: string }>(`
      select string_agg(format('%I.%I', schemaname, relname), ', ' order by relname) as tables
      from pg_stat_user_tables where schemaname = 'public'`);
    const snapshot = await database.snapshot!();
    const state = await stateOf(client);
    await database.close();
    return { snapshot, tables: rows[0]!.tables, state };
  })();
  return template;
}

/**
 * What emptying the tables cannot put back: the tables, columns, types, functions, triggers,
 * constraints, indexes, roles, databases, settings and extensions, and the migrations' journal.
 * A new object takes a higher object id than any before it, so each count comes with its highest.
 */
const STATE = `select concat_ws(' ',
  (select md5(string_agg(concat_ws(':', attrelid, attname, atttypid, atttypmod, attnotnull,
      atthasdef, attisdropped), ',' order by attrelid, attnum)) from pg_attribute
    where attrelid >= 16384),
  (select count(*) || '/' || max(oid) from pg_class),
  (select count(*) || '/' || max(oid) from pg_proc),
  (select count(*) || '/' || max(oid) from pg_type),
  (select count(*) || '/' || max(oid) from pg_constraint),
  (select count(*) || '/' || coalesce(max(oid), 0) from pg_trigger),
  (select count(*) || '/' || coalesce(max(oid), 0) from pg_attrdef),
  (select count(*) from pg_index), (select count(*) from pg_namespace),
  (select count(*) from pg_authid), (select count(*) from pg_database),
  (select count(*) from pg_db_role_setting), (select count(*) from pg_extension),
  (select count(*) from pg_policy), (select count(*) from pg_rewrite),
  (select count(*) from drizzle.__drizzle_migrations)) as state`;

async function stateOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ state: string }>(STATE);
  return rows[0]!.state;
}

/** Emptied clients waiting for the next file; more than two at once are closed. */
const spare: PGlite[] = [];
const SPARE_AT_MOST = 2;

// What a closed test database refuses, in PGlite's words, so the app reads it as the database
// being away (errors/database-unavailable.ts), as it does a closed engine.
const CLOSED = 'PGlite is closed';
const QUERIES = new Set<PropertyKey>([
  'query',
  'exec',
  'sql',
  'transaction',
  'execProtocol',
  'execProtocolRaw',
  'describeQuery',
  'listen',
  'unlisten',
  'dumpDataDir',
]);

/**
 * A migrated, empty embedded database. The handle's `close` hands the client back; the handle
 * refuses every statement from then on, as a closed engine would, so nothing a file leaves
 * running reaches the next file's data.
 */
async function lendPglite(): Promise<DatabaseHandle> {
  const client = spare.pop() ?? (await startPglite(undefined, (await migratedTemplate()).snapshot));
  let closed = false;
  const lent = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return closed || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!QUERIES.has(property)) return method.bind(target);
      return (...args: unknown[]) => {
        if (closed) throw new Error(CLOSED);
        return method.apply(target, args);
      };
    },
  });
  let returned: Promise<void> | undefined;
  return pgliteHandle(lent, () => {
    closed = true;
    returned ??= giveBack(client);
    return returned;
  });
}

/** Empties `client` back to the migrated state, or closes it when that cannot be done. */
async function giveBack(client: PGlite): Promise<void> {
  try {
    if (client.closed) return;
    const { tables, state } = await migratedTemplate();
    // Fails inside a transaction a file left open; ends the session's prepared statements,
    // settings, temporary tables, locks and listeners otherwise.
    await client.exec('discard all');
    await client.exec(`truncate ${tables} restart identity`);
    // Statistics a file's ANALYZE left would steer the next file's plans (the explain tests).
    await client.exec('delete from pg_statistic where starelid >= 16384');
    if ((await stateOf(client)) === state && spare.length < SPARE_AT_MOST) {
      spare.push(client);
      return;
    }
  } catch {
    // Not lent again.
  }
  client.close().catch(() => {});
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
