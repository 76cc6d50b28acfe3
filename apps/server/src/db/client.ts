import { mkdir } from 'node:fs/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

type QueryRows<T> = { rows: T[] };

// What both drivers return from `execute`: at least the rows. An interface, like drizzle's own
// result kinds, because it reads the row type through `this`.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}

/** The one database type; both drivers satisfy it, so no other module can tell them apart. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;

/** What `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Statements sent to the database since it opened (issue 35, item 1: a benchmark's round trips
   * per operation), a transaction's `begin` and `commit` included, as `test/statement-counter.ts`
   * counts them: every query on a pooled PostgreSQL connection; every statement message (Parse or
   * Query) handed to the embedded engine, where none crosses a network.
   */
  statements(): number;
  /** PostgreSQL only: the pool's connections now (the operators' gauge). */
  pool?(): { total: number; idle: number; waiting: number };
  /** Embedded only: the whole database as a blob, which `openDatabase({ snapshot })` restores. */
  snapshot?(): Promise<Blob>;
  /**
   * Embedded only: `listener` runs before every statement that may write. The embedded database
   * belongs to this process, so this sees every change (the session cache, decision 008).
   */
  onWrite?(listener: () => void): void;
};

const READ_ONLY = /^\s*select\b/i;

// The first byte of the wire protocol's messages that each start a statement: Parse (extended
// protocol) and Query (simple); bind, describe, execute and sync belong to one of them.
const PARSE = 0x50;
const QUERY = 0x51;

// Readiness must answer fast when PostgreSQL is down instead of waiting for the OS timeout.
const CONNECT_TIMEOUT_MS = 3000;

/** PostgreSQL only: how long one statement may run, and how long a query may wait for its answer. */
export type DatabaseTimeouts = {
  /** Sent to the server as `statement_timeout`: it cancels the statement (SQLSTATE 57014). */
  statementTimeoutMs?: number;
  /** Kept by the driver: a link that stopped answering fails the query instead of hanging. */
  queryTimeoutMs?: number;
};

/**
 * PostgreSQL through a pool when `url` is set; otherwise embedded PGlite, persisted under
 * `dataDir` or in memory when `dataDir` is undefined (tests).
 */
export async function openDatabase(
  options: {
    url?: string;
    dataDir?: string;
    /** Embedded only: start from a snapshot (tests restore a migrated one instead of migrating). */
    snapshot?: Blob;
  } & DatabaseTimeouts,
): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options)
    : openPglite(options.dataDir, options.snapshot);
}

// count(*) and other bigint results are numbers on both drivers (node-postgres alone would give
// strings, PGlite numbers or BigInts), so code written against one behaves alike on the other.
// No column of ours is bigint; a value past 2^53 fails loudly rather than losing precision.
function parseBigint(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`bigint ${value} is not a safe integer`);
  return parsed;
}

function openPostgres(url: string, timeouts: DatabaseTimeouts): DatabaseHandle {
  // drizzle's node-postgres session falls back to the module-wide parsers for this type.
  pg.types.setTypeParser(pg.types.builtins.INT8, parseBigint);
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.queryTimeoutMs,
  });
  // Issue 20, item 1: a client whose server went away emits 'error'; unhandled, that ends the
  // process. The pool listens only while a client is idle, so every client gets a listener of
  // its own for the time it is checked out too (a transaction between two statements). The
  // query in flight fails and reports to its caller, and the pool drops the broken client.
  pool.on('error', () => {});
  let statements = 0;
  pool.on('connect', (client) => {
    client.on('error', () => {});
    endOnReadTimeout(client);
    countQueries(client, () => statements++);
  });
  const db: Database = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    ping: () => selectOne(db),
    statements: () => statements,
    close: () => pool.end(),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** `count` runs once for every query the connection sends (the pool's own go through it too). */
function countQueries(client: pg.PoolClient, count: () => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    count();
    return query(...args);
  }) as typeof client.query;
}

// node-postgres' words when `query_timeout` passes without an answer.
const READ_TIMEOUT = 'Query read timeout';

/**
 * Issue 20, item 6: after a query timeout the driver gives up on the answer but keeps waiting
 * for it on the connection, so a transaction's `rollback` would wait as long again and the pool
 * would hand the frozen connection to the next request. Ending the connection at once fails
 * what is queued behind it right away, and the pool drops it on release.
 */
function endOnReadTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === READ_TIMEOUT) void client.end();
      });
    }
    return result;
  }) as typeof client.query;
}

async function openPglite(
  dataDir: string | undefined,
  snapshot: Blob | undefined,
): Promise<DatabaseHandle> {
  const client = await startPglite(dataDir, snapshot);
  return pgliteHandle(client, () => client.close());
}

/** The embedded engine as `openDatabase` starts it, for a handle made by `pgliteHandle`. */
export async function startPglite(dataDir?: string, snapshot?: Blob): Promise<PGlite> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return PGlite.create(dataDir, {
    parsers: { [pgliteTypes.INT8]: parseBigint },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
}

const STATEMENTS = Symbol('statements');
type CountedPglite = PGlite & { [STATEMENTS]?: { count: number } };

/**
 * Counts every statement message (Parse or Query) handed to the embedded engine. Installed once
 * on a client, however many handles are made on it (the tests lend one client to file after
 * file, `test/database.ts`).
 */
function statementCounter(client: CountedPglite): { count: number } {
  const installed = client[STATEMENTS];
  if (installed) return installed;
  const counter = { count: 0 };
  const execProtocolStream = client.execProtocolStream;
  client.execProtocolStream = function (message, options) {
    if (message[0] === PARSE || message[0] === QUERY) counter.count++;
    return execProtocolStream.call(this, message, options);
  };
  Object.defineProperty(client, STATEMENTS, { value: counter });
  return counter;
}

/**
 * A handle on an open embedded client; `close` is what closing the handle does (the tests hand
 * the client back to be emptied for the next file rather than closing it).
 */
export function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const writeListeners = new Set<() => void>();
  const counter = statementCounter(client);
  const opened = counter.count;
  const db: Database = drizzlePglite({
    client,
    schema,
    // drizzle reports every statement here, inside transactions too, before running it.
    logger: {
      logQuery(query) {
        if (READ_ONLY.test(query)) return;
        for (const listener of writeListeners) listener();
      },
    },
  });
  return {
    db,
    kind: 'pglite',
    onWrite: (listener) => writeListeners.add(listener),
    ping: () => selectOne(db),
    statements: () => counter.count - opened,
    close,
    snapshot: () => client.dumpDataDir('none'),
  };
}

async function selectOne(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
