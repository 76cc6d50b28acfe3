import type { PushSubscriptionInput } from '@vusal/shared/schemas/push';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { noticeDigests, pushBursts, pushSubscriptions } from '../../db/schema';

/** Pushes about one chat, match or the likes within this long of the last make no new push. */
export const PUSH_BURST_MS = 5 * 60 * 1000;

/**
 * Takes the right to push each (member, tag) now: a row comes back for each whose last push is
 * older than the burst window, however many events arrive at once (one conditional upsert, as
 * the e-mail notices do). The pairs must differ: PostgreSQL updates a row once per statement.
 */
const burstsQuery = sql`
  insert into ${pushBursts} (user_id, tag, sent_at)
  select burst.user_id, burst.tag, ${sql.placeholder('now')}::timestamptz
  from unnest(${sql.placeholder('userIds')}::text[], ${sql.placeholder('tags')}::text[])
    as burst(user_id, tag)
  on conflict (user_id, tag) do update set sent_at = excluded.sent_at
    where ${pushBursts.sentAt} <= ${sql.placeholder('before')}::timestamptz
  returning user_id as "userId", tag`;

type Burst = { userId: string; tag: string };
const keyOf = (burst: Burst) => `${burst.userId} ${burst.tag}`;

export function createPushRepository(db: Database) {
  const burstRows = preparedStatement<Burst>(db, 'claim_push_bursts', burstsQuery);

  /**
   * Which of `bursts` may push now (at most once per burst window per member and tag), in their
   * order, in one statement (issue 35, item 5); of one (member, tag) given twice only the first
   * may, as the second of two claims in a row would lose.
   */
  async function claimBursts(bursts: readonly Burst[], now: Date): Promise<boolean[]> {
    const first = new Map<string, number>();
    bursts.forEach((burst, n) => {
      if (!first.has(keyOf(burst))) first.set(keyOf(burst), n);
    });
    if (first.size === 0) return [];
    const asked = [...first.values()].map((n) => bursts[n]!);
    const rows = await burstRows({
      userIds: asked.map((burst) => burst.userId),
      tags: asked.map((burst) => burst.tag),
      now: now.toISOString(),
      before: new Date(now.getTime() - PUSH_BURST_MS).toISOString(),
    });
    const won = new Set(rows.map(keyOf));
    return bursts.map((burst, n) => first.get(keyOf(burst)) === n && won.has(keyOf(burst)));
  }

  return {
    claimBursts,

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

    /** Takes the right to push `tag` to the member now, as `claimBursts` does. */
    async claimBurst(userId: string, tag: string, now: Date): Promise<boolean> {
      const [won] = await claimBursts([{ userId, tag }], now);
      return won!;
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
