import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../src/db/client';

/**
 * Counts what reaches the database driver while `work` runs: every statement sent, a
 * transaction's begin and commit included (issue 25: "a test counts the statements"). It hooks
 * the driver under drizzle, so nothing drizzle or a module does on its own is missed. The texts
 * are kept, for a failing test to show what was sent.
 */
export async function countStatements<T>(
  db: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const statements: string[] = [];
  const restore =
    client instanceof pg.Pool ? hookPool(client, statements) : hookPglite(client, statements);
  try {
    return { result: await work(), statements };
  } finally {
    restore();
  }
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown }).text ?? query);

function hookPglite(client: PGlite, statements: string[]): () => void {
  const { query, exec, transaction } = client;
  const counted = <Q, A extends unknown[], R>(run: (q: Q, ...rest: A) => R) =>
    function (this: unknown, q: Q, ...rest: A): R {
      statements.push(textOf(q));
      return run.call(this, q, ...rest);
    };
  client.query = counted(query) as typeof query;
  client.exec = counted(exec) as typeof exec;
  // PGlite sends begin and commit itself, around the statements of the callback's transaction.
  client.transaction = function <R>(callback: (tx: PGliteTransaction) => Promise<R>) {
    statements.push('begin');
    return transaction
      .call(client, (tx: PGliteTransaction) =>
        callback({ ...tx, query: counted(tx.query) as typeof tx.query, exec: counted(tx.exec) }),
      )
      .finally(() => statements.push('commit or rollback')) as Promise<R>;
  } as typeof transaction;
  return () => {
    client.query = query;
    client.exec = exec;
    client.transaction = transaction;
  };
}

function hookPool(pool: pg.Pool, statements: string[]): () => void {
  // Every statement, pool.query's too, runs on a client the pool hands out ('acquire').
  const hooked = new WeakSet<pg.PoolClient>();
  let active = true;
  const onAcquire = (client: pg.PoolClient) => {
    if (hooked.has(client)) return;
    hooked.add(client);
    const query = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      if (active) statements.push(textOf(args[0]));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  };
  pool.on('acquire', onAcquire);
  return () => {
    active = false;
    pool.off('acquire', onAcquire);
  };
}
