import { and, desc, eq, gt, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataExports } from '../../db/schema';

/** The build this node started at `startedAt`, still its own. */
const builtBy = (id: string, startedAt: Date) =>
  and(
    eq(dataExports.id, id),
    eq(dataExports.status, 'building'),
    eq(dataExports.startedAt, startedAt),
  );

export function createExportRepository(db: Database) {
  return {
    /**
     * A new request unless one (not failed) was made after `since`. A per-member advisory lock
     * makes the check and the insert one step, so simultaneous requests make one export.
     */
    async request(
      userId: string,
      now: Date,
      since: Date,
    ): Promise<{ id: string } | { lastRequestedAt: Date }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`vusal:data-export:${userId}`}))`,
        );
        const [recent] = await tx
          .select({ requestedAt: dataExports.requestedAt })
          .from(dataExports)
          .where(
            and(
              eq(dataExports.userId, userId),
              gt(dataExports.requestedAt, since),
              ne(dataExports.status, 'failed'),
            ),
          )
          .orderBy(desc(dataExports.requestedAt))
          .limit(1);
        if (recent) return { lastRequestedAt: recent.requestedAt };
        const [row] = await tx
          .insert(dataExports)
          .values({ userId, requestedAt: now })
          .returning({ id: dataExports.id });
        return { id: row!.id };
      });
    },

    async latest(userId: string) {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.requestedAt))
        .limit(1);
      return row;
    },

    /** Takes a build for this node: a queued one, or one whose node died (`staleBefore`). */
    async claim(id: string, now: Date, staleBefore: Date) {
      const [row] = await db
        .update(dataExports)
        .set({ status: 'building', startedAt: now })
        .where(
          and(
            eq(dataExports.id, id),
            or(
              eq(dataExports.status, 'queued'),
              and(eq(dataExports.status, 'building'), lt(dataExports.startedAt, staleBefore)),
            ),
          ),
        )
        .returning({ userId: dataExports.userId });
      return row;
    },

    /** The builds to start: queued, or taken by a node that died. */
    async pending(staleBefore: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(
          or(
            eq(dataExports.status, 'queued'),
            and(eq(dataExports.status, 'building'), lt(dataExports.startedAt, staleBefore)),
          ),
        )
        .orderBy(dataExports.requestedAt)
        .limit(limit);
      return rows.map(({ id }) => id);
    },

    /** False when another node took the build over meanwhile: its archive is the one kept. */
    async markReady(
      id: string,
      startedAt: Date,
      values: { storageKey: string; tokenHash: string; tokenExpiresAt: Date; readyAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(dataExports)
        .set({ status: 'ready', ...values })
        .where(builtBy(id, startedAt))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },

    async markFailed(id: string, startedAt: Date): Promise<void> {
      await db.update(dataExports).set({ status: 'failed' }).where(builtBy(id, startedAt));
    },

    /**
     * Single use (SECURITY 45): the owner's ready export behind this token, marked downloaded
     * in the same statement, so two uses cannot both win. Anyone else's session burns nothing.
     */
    async consume(userId: string, tokenHash: string, now: Date) {
      const [row] = await db
        .update(dataExports)
        .set({ status: 'downloaded', tokenHash: null })
        .where(
          and(
            eq(dataExports.tokenHash, tokenHash),
            eq(dataExports.userId, userId),
            eq(dataExports.status, 'ready'),
            gt(dataExports.tokenExpiresAt, now),
          ),
        )
        .returning({ id: dataExports.id, storageKey: dataExports.storageKey });
      return row;
    },

    /** Archives still stored that were ready before `before`. */
    stored(before: Date, limit: number) {
      return db
        .select({ id: dataExports.id, storageKey: dataExports.storageKey })
        .from(dataExports)
        .where(and(isNotNull(dataExports.storageKey), lt(dataExports.readyAt, before)))
        .limit(limit);
    },

    /** The archive is gone from storage; a link not used by then is dead too. */
    async forgetArchive(id: string): Promise<void> {
      await db
        .update(dataExports)
        .set({
          storageKey: null,
          tokenHash: null,
          status: sql`case when ${dataExports.status} = 'ready' then 'expired' else ${dataExports.status} end`,
        })
        .where(eq(dataExports.id, id));
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
