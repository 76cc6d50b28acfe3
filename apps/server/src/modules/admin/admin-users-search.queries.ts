import { and, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, user } from '../../db/schema';
import { nameSearchDocument } from '../../db/name-search';
import { emailPrefixPattern, namePrefixQuery } from './admin-search';

/** A page's order and size: only that many name matches are needed, the first in that order. */
export type SearchWindow = { order: SQL[]; limit: number };

/**
 * Ids of the profiles in `scope` that match the search: those whose name has a word beginning
 * with each searched word (GIN index), and those whose e-mail begins with the search (B-tree).
 * Two lookups joined by a union, because one OR across the two tables could use neither index.
 *
 * The planner cannot tell how many rows a prefix matches, and given an ORDER BY and a LIMIT it
 * may walk every profile in order, testing each, hoping to meet a match soon: half a second at
 * 100,000 profiles when there are none. So each lookup is written to be read through its index:
 * the name matches are found first (`offset 0` keeps the subquery from being merged into the
 * ordered scan) and only then ordered and cut to the window; the e-mail owners are read first
 * (an InitPlan) and their profiles fetched by `user_id = any(…)`.
 */
export function searchMatches(
  db: Database,
  search: string,
  scope: SQL | undefined,
  window?: SearchWindow,
): SQL {
  const owners = sql`array(select ${user.id} from ${user} where ${like(user.email, emailPrefixPattern(search))})`;
  const byEmail = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(scope, sql`${profiles.userId} = any(${owners})`));
  const query = namePrefixQuery(search);
  if (!query) return sql`${byEmail}`;
  const isMatch = and(
    scope,
    sql`${nameSearchDocument(profiles.fullName)} @@ to_tsquery('simple', ${query})`,
  );
  // The derived table is named "profiles", so the window's order (written on profiles) applies.
  const byName = window
    ? sql`select "profiles"."id" from (select ${profiles.id}, ${profiles.createdAt}, ${profiles.fullName}
        from ${profiles} where ${isMatch} offset 0) as "profiles"
        order by ${sql.join(window.order, sql`, `)} limit ${window.limit}`
    : sql`select ${profiles.id} from ${profiles} where ${isMatch}`;
  return sql`(${byName}) union (${byEmail})`;
}
