import { sql } from 'drizzle-orm';
import { profiles } from './schema';

/**
 * A profile's age in years: from the birth date when known, else the age the simple editor
 * recorded. Use it for filters and sorting so both kinds of profile behave alike.
 */
export const profileAge = sql<number>`coalesce(extract(year from age(${profiles.dateOfBirth}))::int, ${profiles.age})`;
