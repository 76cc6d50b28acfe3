import { getTableName, sql, type SQL } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

// CHECK constraints are stored in the migration as literal SQL, so the catalogue values are
// inlined rather than bound as parameters; they come from packages/shared, never from users.
function literalList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

function constraintName(column: PgColumn, suffix: string): string {
  return `${getTableName(column.table)}_${column.name}_${suffix}`;
}

/** The column holds one of the catalogue's values (or null where the column allows it). */
export function oneOf(column: PgColumn, values: readonly string[]) {
  return check(constraintName(column, 'check'), sql`${column} in (${literalList(values)})`);
}

/** The array column holds only catalogue values. */
export function subsetOf(column: PgColumn, values: readonly string[]) {
  return check(
    constraintName(column, 'check'),
    sql`${column} <@ array[${literalList(values)}]::text[]`,
  );
}

export function between(column: PgColumn, range: { min: number; max: number }) {
  return check(
    constraintName(column, 'range'),
    sql`${column} between ${sql.raw(String(range.min))} and ${sql.raw(String(range.max))}`,
  );
}
