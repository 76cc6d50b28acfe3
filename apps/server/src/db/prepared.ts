import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * A member in a query part: their id, or SQL holding it (a prepared statement's placeholder, or a
 * column when one statement answers several members' requests).
 */
export type MemberRef = string | SQL;

/**
 * Issue 35, item 4: a hand-written statement built once, its values given per call as
 * `sql.placeholder(name)`. Its text is made when the module starts, not on each call, and on
 * PostgreSQL it runs as the named prepared statement `name`, parsed and planned once per
 * connection. Outside a transaction only (it runs on the pool, or PGlite's one connection).
 */
export function preparedStatement<Row>(db: Database, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
