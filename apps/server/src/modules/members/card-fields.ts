import { sql, type SQL } from 'drizzle-orm';
import type { CardRow } from './member-card';
import { cardColumns } from './members-query-parts';

const cardKeys = Object.keys(cardColumns) as (keyof CardRow)[];

/**
 * A card's columns for a hand-written statement's selection, named as `CardRow` names them
 * after `prefix`, so one row may carry two members' cards (`cardOf` reads one back).
 */
export function cardSelection(prefix = ''): SQL {
  return sql.join(
    Object.entries(cardColumns).map(
      ([key, column]) => sql`${column} as ${sql.identifier(prefix + key)}`,
    ),
    sql`, `,
  );
}

/** The card a statement's row carries under `prefix` (`cardSelection`). */
export function cardOf(row: Record<string, unknown>, prefix = ''): CardRow {
  return Object.fromEntries(cardKeys.map((key) => [key, row[prefix + key]])) as CardRow;
}
