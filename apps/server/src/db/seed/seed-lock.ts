import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';

// Any constant shared by every node; distinct from the migration and job locks.
const SEED_LOCK_KEY = 58_420_002;

/**
 * Runs `work` in a transaction that holds the seed lock, so nodes starting together neither
 * create the admin twice nor insert the demo profiles twice.
 */
export function withSeedLock<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return work(tx);
  });
}
