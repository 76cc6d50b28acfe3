import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The display name of a person: their profile's, else their account's. */
export const personName = (profileName: PgColumn, accountName: PgColumn) =>
  sql<string | null>`coalesce(${profileName}, ${accountName})`;
