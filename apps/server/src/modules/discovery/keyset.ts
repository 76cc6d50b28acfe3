import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  decodeCursor,
  encodeCursor,
  timeCursorSchema,
  type TimeCursor,
} from '../admin/admin-cursor';
import { cursorTime } from '../admin/admin-query-parts';

/**
 * Keyset pages newest first by (created_at, id), with the admin lists' opaque cursors (times
 * keep their microseconds). One row comparison, spelled like the indexes (`desc nulls last`),
 * so PostgreSQL walks the index from the cursor and stops after a page.
 */
export type Keyset = { createdAt: PgColumn; id: PgColumn };

export { cursorTime, type TimeCursor };

export const newestFirst = ({ createdAt, id }: Keyset): SQL[] => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

export const olderThan = ({ createdAt, id }: Keyset, after: TimeCursor): SQL =>
  sql`(${createdAt}, ${id}) < (${after.t}::timestamptz, ${after.i}::uuid)`;

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
