import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../src/db/client';

/** What `countStatements` saw: the work's result, and each statement's text in order. */
export type Counted<T> = { result: T; count: number; statements: string[] };

// PostgreSQL's wire protocol: a Parse message starts an extended-protocol statement, a Query
// message a simple one; everything else (bind, describe, execute, sync) belongs to one of them.
const PARSE = 0x50;
const QUERY = 0x51;
const text = new TextDecoder();

/** The statement text of a Parse ('P', length, name, text) or Query ('Q', length, text) message. */
function statementOf(message: Uint8Array): string | undefined {
  if (message[0] !== PARSE && message[0] !== QUERY) return undefined;
  let start = 5;
  if (message[0] === PARSE) start = message.indexOf(0, start) + 1;
  return text.decode(message.subarray(start, message.indexOf(0, start)));
}

type Listener = (statement: string) => void;

/**
 * Calls `onStatement` for every statement the database of `handle` receives, begin and commit
 * included, until the returned function is called. On PGlite it reads the protocol messages the
 * driver hands the engine; on PostgreSQL every query a pooled connection sends (one statement
 * each: the project's SQL never packs several into one string).
 */
function watch(handle: DatabaseHandle, onStatement: Listener): () => void {
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (handle.kind === 'pglite') {
    const engine = client as PGlite;
    const original = engine.execProtocolStream;
    engine.execProtocolStream = function (message, options) {
      const statement = statementOf(message);
      if (statement !== undefined) onStatement(statement);
      return original.call(this, message, options);
    };
    return () => {
      engine.execProtocolStream = original;
    };
  }
  const pool = client as pg.Pool;
  const wrapped = new WeakSet<pg.PoolClient>();
  let listening = true;
  // Every query, in a transaction or not, runs on a connection checked out of the pool.
  const onAcquire = (connection: pg.PoolClient) => {
    if (wrapped.has(connection)) return;
    wrapped.add(connection);
    const original = connection.query.bind(connection) as (...args: unknown[]) => unknown;
    connection.query = ((...args: unknown[]) => {
      const [config] = args;
      if (listening) {
        onStatement(typeof config === 'string' ? config : String((config as pg.QueryConfig).text));
      }
      return original(...args);
    }) as typeof connection.query;
  };
  pool.on('acquire', onAcquire);
  return () => {
    listening = false;
    pool.off('acquire', onAcquire);
  };
}

/**
 * Issue 25: the statements `work` makes the database of `handle` run, counted through the
 * driver, so a test can hold a path to its round trips. Counts everything the handle's database
 * receives meanwhile: run nothing else against it at the same time.
 */
export async function countStatements<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<Counted<T>> {
  const statements: string[] = [];
  const stop = watch(handle, (statement) => statements.push(statement));
  try {
    const result = await work();
    return { result, count: statements.length, statements };
  } finally {
    stop();
  }
}

/** The session hook's read of a session: a node that lent the session reads none (decision 058). */
export const SESSION_READ = /^select "session"\."id"/;

/**
 * What follows a like's or a consent's answer, off its path: the notices' looks (the recipient's
 * settings) and whether a member's guardian hears of it (issue 39).
 */
export const AFTER_THE_ANSWER =
  /"receive_notifications"|^\s*select (?:(?!\bfrom\b)[^])* from "guardianships"/;

/**
 * A request counted on its path (the statements `offPath` names left out): its status and JSON
 * body, how many statements it cost and how many of them read the session.
 */
export async function countRequest(
  handle: DatabaseHandle,
  request: () => Promise<{ statusCode: number; body: string }>,
  offPath?: RegExp,
) {
  const { result, statements } = await countStatements(handle, request);
  const onPath = offPath ? statements.filter((text) => !offPath.test(text)) : statements;
  return {
    status: result.statusCode,
    count: onPath.length,
    sessionReads: onPath.filter((text) => SESSION_READ.test(text)).length,
    statements: onPath,
    body: result.body ? JSON.parse(result.body) : undefined,
  };
}
