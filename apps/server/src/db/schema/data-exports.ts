import { dataExportStatuses } from '@vusal/shared/schemas/data-export';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf } from './checks';
import { timestamptz } from './columns';

/**
 * Issue 36, item 5: "Download my data". One row per request; the archive lives in storage
 * under a random key until it is downloaded or an hour has passed. The link's token is kept
 * only as a keyed hash (SECURITY 6, 45).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses }).notNull().default('queued'),
    requestedAt: timestamptz('requested_at').notNull(),
    // When a node took the build: a build older than the recovery delay died with its node.
    startedAt: timestamptz('started_at'),
    readyAt: timestamptz('ready_at'),
    storageKey: text('storage_key'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamptz('token_expires_at'),
  },
  (t) => [
    oneOf(t.status, dataExportStatuses),
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
    uniqueIndex('data_exports_token_key').on(t.tokenHash),
    // The job: builds to start or recover, and archives still stored.
    index('data_exports_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} in ('queued', 'building')`),
    index('data_exports_stored_idx')
      .on(t.readyAt)
      .where(sql`${t.storageKey} is not null`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
