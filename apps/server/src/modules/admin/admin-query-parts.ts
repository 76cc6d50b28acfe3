import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  newerThan,
  newestFirst,
  oldestFirst,
  olderThan,
  type Keyset,
  type TimeCursor,
} from '../../infra/keyset';

/** The display name of a person: their profile's, else their account's. */
export const personName = (profileName: PgColumn, accountName: PgColumn) =>
  sql<string | null>`coalesce(${profileName}, ${accountName})`;

/**
 * A moderation queue's page order: the open items oldest first (first come, first served),
 * the decided ones newest first.
 */
export function queueOrder(
  keyset: Keyset,
  isOpen: boolean,
  after: TimeCursor | undefined,
): { after: SQL | undefined; orderBy: SQL[] } {
  return {
    after: after && (isOpen ? newerThan(keyset, after) : olderThan(keyset, after)),
    orderBy: isOpen ? oldestFirst(keyset) : newestFirst(keyset),
  };
}
