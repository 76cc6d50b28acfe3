import { asc, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AppError } from '../errors/app-error';

/**
 * Keyset pages (never OFFSET) by (created_at, id), for every list the API pages through. A
 * cursor is the sort key of the last row of a page, base64url-encoded JSON, opaque to clients.
 * Times keep PostgreSQL's microseconds, which a JS Date would round away, so no row is skipped
 * or repeated between pages.
 */
export const cursorTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
export const cursorIdSchema = z.guid();

export const timeCursorSchema = z.object({ t: cursorTimeSchema, i: cursorIdSchema });
export type TimeCursor = z.infer<typeof timeCursorSchema>;

export function encodeCursor(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function invalidCursor() {
  return new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', [
    { path: 'cursor', message: 'validation.invalid' },
  ]);
}

export function decodeCursor<S extends z.ZodType>(
  schema: S,
  cursor: string | undefined,
): z.output<S> | undefined {
  if (cursor === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const result = schema.safeParse(value);
  if (!result.success) throw invalidCursor();
  return result.data;
}

export const readCursor = (cursor: string | undefined) => decodeCursor(timeCursorSchema, cursor);

/** The cursor after the last row, when the page was full (one extra row was fetched). */
export function pageOf<T extends { cursorAt: string; id: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor({ t: last.cursorAt, i: last.id }) : null,
  };
}

/** A time as text with all its microseconds, for cursors. */
export const cursorTime = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type Keyset = { createdAt: PgColumn; id: PgColumn };

/**
 * Newest first. The `nulls last` matches indexes declared `desc` by drizzle (created_at is never
 * null, but the planner only uses an index whose order is spelled alike).
 */
export const newestFirst = ({ createdAt, id }: Keyset): SQL[] => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];
export const oldestFirst = ({ createdAt, id }: Keyset): SQL[] => [asc(createdAt), asc(id)];

/**
 * Where a row stands: a cursor, or SQL yielding a (created_at, id) row (such as a stored row's
 * own, read in SQL so its microseconds survive).
 */
type Position = TimeCursor | SQL;

const rowOf = (position: Position): SQL =>
  is(position, SQL) ? position : sql`(${position.t}::timestamptz, ${position.i}::uuid)`;

/**
 * Rows after `position` in newest-first order: one row comparison, which PostgreSQL turns into
 * an index bound, so it walks the index from the cursor and stops after a page.
 */
export const olderThan = ({ createdAt, id }: Keyset, position: Position): SQL =>
  sql`(${createdAt}, ${id}) < ${rowOf(position)}`;

/** Rows after `position` in oldest-first order. */
export const newerThan = ({ createdAt, id }: Keyset, position: Position): SQL =>
  sql`(${createdAt}, ${id}) > ${rowOf(position)}`;
