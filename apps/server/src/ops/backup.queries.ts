import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';

/** A database or a transaction on it. */
type Queryable = Pick<Database, 'execute'>;

/** PostgreSQL only: names the transaction's snapshot, for pg_dump to see the same state. */
export async function exportSnapshot(tx: Queryable): Promise<string> {
  const result = await tx.execute<{ id: string }>(sql`select pg_export_snapshot() as id`);
  return result.rows[0]!.id;
}

/** The rows of every table of the app's schema, by table name, in name order. */
export async function tableRowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier('public')}.${sql.identifier(name)}`,
    );
    counts[name] = result.rows[0]!.count;
  }
  return counts;
}

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

/** The tags of the migrations this code knows, oldest first. */
export async function knownMigrations(): Promise<string[]> {
  return (await migrationJournal()).map((entry) => entry.tag);
}

async function migrationJournal() {
  const file = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url));
  return journalSchema.parse(JSON.parse(await readFile(file, 'utf8'))).entries;
}

/**
 * The tag of the last migration applied, from drizzle's record (which keeps each migration's
 * time, not its name); null on a database never migrated.
 */
export async function lastAppliedMigration(db: Queryable): Promise<string | null> {
  const recorded = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!recorded.rows[0]?.present) return null;
  const last = await db.execute<{ applied: number }>(sql`
    select created_at::float8 as applied from drizzle.__drizzle_migrations
    order by created_at desc limit 1`);
  const applied = last.rows[0]?.applied;
  if (applied === undefined) return null;
  const entry = (await migrationJournal()).find((candidate) => candidate.when === applied);
  return entry?.tag ?? `unknown (applied at ${new Date(applied).toISOString()})`;
}
