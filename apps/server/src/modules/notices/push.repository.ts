import type { PushSubscriptionInput } from '@vusal/shared/schemas/push';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { noticeDigests, pushBursts, pushSubscriptions } from '../../db/schema';

/** Pushes about one chat, match or the likes within this long of the last make no new push. */
export const PUSH_BURST_MS = 5 * 60 * 1000;

export function createPushRepository(db: Database) {
  return {
    /**
     * A device subscribes, or subscribes again: the endpoint is the device, so a new account or
     * session signing in on it takes it over.
     */
    async subscribe(userId: string, sessionId: string, input: PushSubscriptionInput) {
      const values = {
        userId,
        sessionId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    },

    /** Only the member's own device: an endpoint is not proof of anything else. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(
          sql`${pushSubscriptions.userId} = ${userId} and ${pushSubscriptions.endpoint} = ${endpoint}`,
        );
    },

    async forget(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    /**
     * Takes the right to push `tag` to the member now: true at most once per burst window,
     * however many events arrive at once (one conditional upsert, as the e-mail notices do).
     */
    async claimBurst(userId: string, tag: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(pushBursts)
        .values({ userId, tag, sentAt: now })
        .onConflictDoUpdate({
          target: [pushBursts.userId, pushBursts.tag],
          set: { sentAt: now },
          setWhere: sql`${pushBursts.sentAt} <= ${new Date(
            now.getTime() - PUSH_BURST_MS,
          ).toISOString()}::timestamptz`,
        })
        .returning({ userId: pushBursts.userId });
      return rows.length > 0;
    },

    /** A push waits for the morning digest (quiet hours). */
    async hold(userId: string, now: Date): Promise<void> {
      await db
        .insert(noticeDigests)
        .values({ userId, heldSince: now })
        .onConflictDoUpdate({
          target: noticeDigests.userId,
          set: {
            heldSince: sql`coalesce(${noticeDigests.heldSince}, ${now.toISOString()}::timestamptz)`,
          },
        });
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
