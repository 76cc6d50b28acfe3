import type { AdminPerson } from '@vusal/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The display name of a person in the staff lists (users, audit, reports, appeals): their
 * profile's, else their account's.
 */
export const personName = (profileName: PgColumn, accountName: PgColumn) =>
  sql<string | null>`coalesce(${profileName}, ${accountName})`;

/** The person a staff list names, or null when the row points at no one (a deleted account). */
export const personOf = (id: string | null, name: string | null): AdminPerson | null =>
  id && name ? { id, name } : null;
