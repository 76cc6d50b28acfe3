import { genders, type Gender } from '@vusal/shared/catalog/enums';
import { sql, type SQL } from 'drizzle-orm';

/** D5: browse shows the opposite gender. */
export const opposite: Record<Gender, Gender> = { male: 'female', female: 'male' };

/**
 * D5 inside a statement: the genders a member of `gender` (a column or a subquery) browses, the
 * opposite one, or every gender when theirs is unknown, as an array (the badges walk each).
 */
export function gendersShownTo(gender: SQL): SQL {
  const whens = Object.entries(opposite).map(
    ([own, shown]) => sql`when ${own} then array[${shown}::text]`,
  );
  const every = sql.join(
    genders.map((each) => sql`${each}::text`),
    sql`, `,
  );
  return sql`(case ${gender} ${sql.join(whens, sql` `)} else array[${every}] end)::text[]`;
}
