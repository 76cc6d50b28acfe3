import type { DatabaseHandle } from '../../db/client';
import type { RequestUser } from './auth.types';

/** Few seconds: bounds how stale a role or approval can look (revocation is never stale). */
export const SESSION_CACHE_TTL_MS = 5000;
const MAX_ENTRIES = 50_000;

type Entry = { user: RequestUser; sessionExpiresAt: number; cachedUntil: number };

/**
 * What this process knows about recently resolved sessions, by token hash (decision 008).
 * Cleared before every write to the database; every change that ends a session or changes
 * what it says also calls `forgetUser` after its commit. The epoch keeps a lookup that raced
 * with such a change from caching what it read before it.
 */
export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS) {
  const entries = new Map<string, Entry>();
  const hashesByUser = new Map<string, Set<string>>();
  let epoch = 0;

  return {
    get epoch() {
      return epoch;
    },

    get(tokenHash: string, now: number): RequestUser | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.cachedUntil > now && entry.sessionExpiresAt > now) return entry.user;
      entries.delete(tokenHash);
      return undefined;
    },

    set(tokenHash: string, user: RequestUser, sessionExpiresAt: Date, now: number, since: number) {
      if (since !== epoch) return;
      if (entries.size >= MAX_ENTRIES) {
        entries.clear();
        hashesByUser.clear();
      }
      entries.set(tokenHash, {
        user,
        sessionExpiresAt: sessionExpiresAt.getTime(),
        cachedUntil: now + ttlMs,
      });
      const hashes = hashesByUser.get(user.id) ?? new Set<string>();
      hashes.add(tokenHash);
      hashesByUser.set(user.id, hashes);
    },

    /** Forgets everything: something was written that may change what a session says. */
    clear(): void {
      epoch++;
      entries.clear();
      hashesByUser.clear();
    },

    forgetUser(userId: string): void {
      epoch++;
      for (const hash of hashesByUser.get(userId) ?? []) entries.delete(hash);
      hashesByUser.delete(userId);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

const cacheByDatabase = new WeakMap<DatabaseHandle['db'], SessionCache>();

/**
 * A cache only where every writer shares this process: the embedded PGlite belongs to one
 * process, which sees every statement, so the cache is cleared before anything is written and a
 * session is served from it only while the database is unchanged. Reads, the bulk of requests,
 * stop costing a turn on the single connection; any write, from any module or test, shows on
 * the next request. PostgreSQL may have other nodes, whose writes this process would not hear
 * of in time, so there each request asks the database (one prepared round trip).
 */
export function sessionCacheFor(database: DatabaseHandle): SessionCache | undefined {
  if (!database.onWrite) return undefined;
  let cache = cacheByDatabase.get(database.db);
  if (!cache) {
    const created = createSessionCache();
    database.onWrite(() => created.clear());
    cacheByDatabase.set(database.db, created);
    cache = created;
  }
  return cache;
}
