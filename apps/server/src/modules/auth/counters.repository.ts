import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailQuota, signInAttempts } from '../../db/schema';

// Typed explicitly: inside `case` PostgreSQL cannot infer a bare parameter's type.
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const since = (now: Date, windowMs: number) => at(new Date(now.getTime() - windowMs));

/** A count in a fixed window: how many so far (this one included) and when the window began. */
export type WindowCount = { count: number; windowStart: Date };

/**
 * Counters that must agree across nodes and under concurrency: each call counts one more and
 * reads the total in a single statement (the conflicting row is locked for the update), so no
 * two concurrent callers can both see the old count.
 */
export function createCountersRepository(db: Database) {
  return {
    /** SECURITY 3: counts one sign-in attempt of `email`; a window older than `windowMs` restarts. */
    async countSignInAttempt(email: string, now: Date, windowMs: number): Promise<WindowCount> {
      const expired = sql`${signInAttempts.windowStart} <= ${since(now, windowMs)}`;
      const [row] = await db
        .insert(signInAttempts)
        .values({ email, windowStart: now, attempts: 1 })
        .onConflictDoUpdate({
          target: signInAttempts.email,
          set: {
            windowStart: sql`case when ${expired} then ${at(now)} else ${signInAttempts.windowStart} end`,
            attempts: sql`case when ${expired} then 1 else ${signInAttempts.attempts} + 1 end`,
          },
        })
        .returning({ count: signInAttempts.attempts, windowStart: signInAttempts.windowStart });
      return row!;
    },

    async clearSignInAttempts(email: string): Promise<void> {
      await db.delete(signInAttempts).where(eq(signInAttempts.email, email));
    },

    /** Issue 7, A6: counts one mail of `kind` to `recipient`; a window older than `windowMs` restarts. */
    async countMail(
      recipient: string,
      kind: string,
      now: Date,
      windowMs: number,
    ): Promise<WindowCount> {
      const expired = sql`${mailQuota.windowStart} <= ${since(now, windowMs)}`;
      const [row] = await db
        .insert(mailQuota)
        .values({ recipient, kind, windowStart: now, sent: 1 })
        .onConflictDoUpdate({
          target: [mailQuota.recipient, mailQuota.kind],
          set: {
            windowStart: sql`case when ${expired} then ${at(now)} else ${mailQuota.windowStart} end`,
            sent: sql`case when ${expired} then 1 else ${mailQuota.sent} + 1 end`,
          },
        })
        .returning({ count: mailQuota.sent, windowStart: mailQuota.windowStart });
      return row!;
    },
  };
}

export type CountersRepository = ReturnType<typeof createCountersRepository>;
