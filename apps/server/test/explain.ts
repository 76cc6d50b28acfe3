import type { DatabaseHandle } from '../src/db/client';

type PlanClient = {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }>;
};

/**
 * PostgreSQL's plan of one statement (as drizzle's `toSQL()` gives it), a line per plan line.
 * With `analyze` the statement runs, and the plan shows the rows each step really read.
 */
export async function explain(
  db: DatabaseHandle['db'],
  statement: { sql: string; params: unknown[] },
  { analyze = false } = {},
): Promise<string> {
  // Both drivers' clients (PGlite and pg) answer `query(text, params)` alike.
  const client = (db as unknown as { $client: PlanClient }).$client;
  const options = analyze ? '(analyze, costs off, timing off) ' : '';
  const { rows } = await client.query(`explain ${options}${statement.sql}`, statement.params);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}
