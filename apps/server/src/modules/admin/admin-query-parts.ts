import { and, asc, desc, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TimeCursor } from './admin-cursor';

/** A time as text with all its microseconds, for cursors (see admin-cursor.ts). */
export const cursorTime = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const at = (time: string) => sql`${time}::timestamptz`;

/** The display name of a person: their profile's, else their account's. */
export const personName = (profileName: PgColumn, accountName: PgColumn) =>
  sql<string | null>`coalesce(${profileName}, ${accountName})`;

type Keyset = { createdAt: PgColumn; id: PgColumn };

/**
 * Newest first by (created_at, id). The `nulls last` matches indexes declared `desc` by drizzle
 * (created_at is never null, but the planner only uses an index whose order is spelled alike).
 */
export const newestFirst = ({ createdAt, id }: Keyset) => [
  sql`${createdAt} desc nulls last`,
  desc(id),
];
export const oldestFirst = ({ createdAt, id }: Keyset) => [asc(createdAt), asc(id)];

/** Rows after the cursor in newest-first order; the `<=` lets an index on created_at bound the scan. */
export function olderThan({ createdAt, id }: Keyset, after: TimeCursor): SQL | undefined {
  return and(lte(createdAt, at(after.t)), or(lt(createdAt, at(after.t)), lt(id, after.i)));
}

export function newerThan({ createdAt, id }: Keyset, after: TimeCursor): SQL | undefined {
  return and(gte(createdAt, at(after.t)), or(gt(createdAt, at(after.t)), gt(id, after.i)));
}
