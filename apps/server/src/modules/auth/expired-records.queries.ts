import { count, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  mailQuota,
  pushSubscriptions,
  session,
  signInAttempts,
  verification,
} from '../../db/schema';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** What has expired among the auth module's rows: sessions, e-mail links and counters. */
export function expiredRecordsQueries(db: Database) {
  return {
    async expiredSessions(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: session.id })
        .from(session)
        .where(lte(session.expiresAt, now))
        .limit(limit);
      return rows.map(({ id }) => id);
    },

    /** The push subscriptions of those sessions: the foreign key takes them with the session. */
    async subscriptionsOf(sessionIds: string[]): Promise<string[]> {
      if (sessionIds.length === 0) return [];
      const rows = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.sessionId, sessionIds));
      return rows.map(({ id }) => id);
    },

    async deleteSessions(ids: string[]): Promise<void> {
      if (ids.length) await db.delete(session).where(inArray(session.id, ids));
    },

    /** Confirmation and reset links past their expiry (a used one is deleted as it is used). */
    async expiredLinks(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: verification.id })
        .from(verification)
        .where(lte(verification.expiresAt, now))
        .limit(limit);
      return rows.map(({ id }) => id);
    },

    async deleteLinks(ids: string[]): Promise<void> {
      if (ids.length) await db.delete(verification).where(inArray(verification.id, ids));
    },

    /**
     * Sign-in and mail counters whose window ended (a new attempt would restart them anyway).
     * Keyed by e-mail address, so they are only counted.
     */
    async staleCounters(now: Date, windows: { signInMs: number; mailMs: number }) {
      const signIns = lte(signInAttempts.windowStart, ago(now, windows.signInMs));
      const mails = lte(mailQuota.windowStart, ago(now, windows.mailMs));
      const [[attempts], [quotas]] = await Promise.all([
        db.select({ n: count() }).from(signInAttempts).where(signIns),
        db.select({ n: count() }).from(mailQuota).where(mails),
      ]);
      return {
        signIns: attempts?.n ?? 0,
        mails: quotas?.n ?? 0,
        delete: async () => {
          await db.delete(signInAttempts).where(signIns);
          await db.delete(mailQuota).where(mails);
        },
      };
    },
  };
}
