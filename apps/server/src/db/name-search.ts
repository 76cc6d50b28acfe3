import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Azerbaijani letters folded to Latin for search: "sehla" finds "Şəhla". */
export const SEARCH_FOLD = { from: 'İIıƏəÖöÜüĞğŞşÇç', to: 'iiieeoouuggsscc' } as const;

const fold = sql.raw(`'${SEARCH_FOLD.from}', '${SEARCH_FOLD.to}'`);

/**
 * The searchable text of a name. The GIN index `profiles_name_search_idx` is built on exactly
 * this expression (literals inline, not parameters), so the planner can match the query to it.
 */
export function nameSearchDocument(fullName: PgColumn): SQL {
  return sql`to_tsvector('simple', translate(${fullName}, ${fold}))`;
}
