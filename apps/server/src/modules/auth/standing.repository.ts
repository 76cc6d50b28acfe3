import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appeals, profiles, sanctions } from '../../db/schema';
import { isBannedIdentity, type SignUpIdentity } from './identities';

/** A suspension or ban in force: what sign-in refuses with. */
export type Bar = { id: string; kind: 'suspend' | 'ban'; reason: string; endsAt: Date | null };

/** Issue 24, item 3: the suspensions and bans that keep a member from signing in. */
export function createStandingRepository(db: Database) {
  return {
    /** A ban before a suspension; of suspensions, the one that ends last. */
    async barOf(userId: string, now: Date): Promise<Bar | undefined> {
      const [row] = await db
        .select({
          id: sanctions.id,
          kind: sanctions.kind,
          reason: sanctions.reason,
          endsAt: sanctions.endsAt,
        })
        .from(sanctions)
        .where(
          and(
            eq(sanctions.userId, userId),
            isNull(sanctions.liftedAt),
            or(
              eq(sanctions.kind, 'ban'),
              and(eq(sanctions.kind, 'suspend'), gt(sanctions.endsAt, now)),
            ),
          ),
        )
        .orderBy(sql`${sanctions.kind} = 'ban' desc`, desc(sanctions.endsAt))
        .limit(1);
      if (!row || (row.kind !== 'ban' && row.kind !== 'suspend')) return undefined;
      return { ...row, kind: row.kind };
    },

    /**
     * A suspension that has run its course ends at the member's next sign-in: the profile is
     * active again. True when one ended.
     */
    async endSuspensions(userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .update(sanctions)
          .set({ liftedAt: now })
          .where(
            and(
              eq(sanctions.userId, userId),
              eq(sanctions.kind, 'suspend'),
              isNull(sanctions.liftedAt),
              lte(sanctions.endsAt, now),
            ),
          )
          .returning({ id: sanctions.id });
        if (ended.length === 0) return false;
        await tx
          .update(profiles)
          .set({ isActive: true })
          .where(and(eq(profiles.userId, userId), isNull(profiles.deletedAt)));
        return true;
      });
    },

    /** False when the sanction has its appeal already. */
    async insertAppeal(bar: Bar, userId: string, text: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(appeals)
        .values({ sanctionId: bar.id, userId, text, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: appeals.id });
      return rows.length > 0;
    },

    /** Issue 24, item 4: a ban also holds the address (any spelling) and the device. */
    isBanned: (identity: SignUpIdentity) => isBannedIdentity(db, identity),

    async hasAppealed(sanctionId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(appeals)
        .where(eq(appeals.sanctionId, sanctionId));
      return !!row;
    },
  };
}

export type StandingRepository = ReturnType<typeof createStandingRepository>;
