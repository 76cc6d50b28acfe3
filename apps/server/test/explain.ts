import { sql } from 'drizzle-orm';
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

/**
 * `count` accounts for a plan test's population, with ids `md5(prefix || n)::uuid::text` for n
 * from 1, so that the test's own rows can derive them the same way.
 */
export async function insertUsers(db: DatabaseHandle['db'], count: number, prefix: string) {
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select md5(${prefix} || n)::uuid::text, ${prefix} || n, ${prefix} || n || '@x.az', true
    from generate_series(1, ${count}) n`);
}
