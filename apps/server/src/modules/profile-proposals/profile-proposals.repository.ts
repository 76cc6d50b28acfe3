import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  guardianships,
  profileFieldAuthors,
  profileProposals,
  user,
  type ProfileProposal,
} from '../../db/schema';

const authorColumns = {
  relation: guardianships.relation,
  name: sql<string>`coalesce(${user.name}, '')`,
};

/** Decision 053: proposals, and who last wrote each field of a member's profile. */
export function createProfileProposalsRepository(db: Database) {
  return {
    async insert(values: {
      guardianshipId: string;
      memberId: string;
      changes: Record<string, unknown>;
      base: Record<string, unknown>;
      photoKey?: string;
    }): Promise<ProfileProposal> {
      const [row] = await db.insert(profileProposals).values(values).returning();
      return row!;
    },

    async pendingCountOf(guardianshipId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(profileProposals)
        .where(
          and(
            eq(profileProposals.guardianshipId, guardianshipId),
            eq(profileProposals.status, 'pending'),
          ),
        );
      return row?.n ?? 0;
    },

    /** The relative's own list, newest first (at most `limit`). */
    async ofGuardianship(guardianshipId: string, limit: number): Promise<ProfileProposal[]> {
      return db
        .select()
        .from(profileProposals)
        .where(eq(profileProposals.guardianshipId, guardianshipId))
        .orderBy(desc(profileProposals.createdAt), desc(profileProposals.id))
        .limit(limit);
    },

    /** The member's waiting proposals, oldest first, with who wrote them. */
    async pendingOf(memberId: string) {
      return db
        .select({ proposal: profileProposals, ...authorColumns })
        .from(profileProposals)
        .innerJoin(guardianships, eq(guardianships.id, profileProposals.guardianshipId))
        .leftJoin(user, eq(user.id, guardianships.guardianId))
        .where(and(eq(profileProposals.memberId, memberId), eq(profileProposals.status, 'pending')))
        .orderBy(asc(profileProposals.createdAt), asc(profileProposals.id));
    },

    async find(id: string): Promise<ProfileProposal | undefined> {
      const [row] = await db.select().from(profileProposals).where(eq(profileProposals.id, id));
      return row;
    },

    /**
     * Moves a waiting proposal to its decision; answers the row only to the one caller that
     * moved it, so two acceptances at once apply it once.
     */
    async decide(
      id: string,
      memberId: string,
      status: 'accepted' | 'declined',
      appliedFields: string[] = [],
    ): Promise<ProfileProposal | undefined> {
      const [row] = await db
        .update(profileProposals)
        .set({ status, appliedFields, decidedAt: sql`now()` })
        .where(
          and(
            eq(profileProposals.id, id),
            eq(profileProposals.memberId, memberId),
            eq(profileProposals.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    /** Gives back an acceptance whose application the profile's own rules refused. */
    async reopen(id: string): Promise<void> {
      await db
        .update(profileProposals)
        .set({ status: 'pending', appliedFields: [], decidedAt: null })
        .where(and(eq(profileProposals.id, id), eq(profileProposals.status, 'accepted')));
    },

    /** The relative withdraws their own waiting proposal. */
    async withdraw(id: string, guardianshipId: string): Promise<ProfileProposal | undefined> {
      const [row] = await db
        .update(profileProposals)
        .set({ status: 'withdrawn', decidedAt: sql`now()` })
        .where(
          and(
            eq(profileProposals.id, id),
            eq(profileProposals.guardianshipId, guardianshipId),
            eq(profileProposals.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Withdraws every waiting proposal of the member's that is not of `keep` (the guardianship
     * that still grants editing, if any): an ended guardianship or a scope turned off. Answers
     * their photos' keys, for the files to be discarded.
     */
    async withdrawAllBut(memberId: string, keep: string | undefined): Promise<(string | null)[]> {
      const rows = await db
        .update(profileProposals)
        .set({ status: 'withdrawn', decidedAt: sql`now()` })
        .where(
          and(
            eq(profileProposals.memberId, memberId),
            eq(profileProposals.status, 'pending'),
            keep ? ne(profileProposals.guardianshipId, keep) : undefined,
          ),
        )
        .returning({ photoKey: profileProposals.photoKey });
      return rows.map((row) => row.photoKey);
    },

    /** Every waiting proposal of one guardianship, withdrawn (its end, or its scope off). */
    async withdrawOfGuardianship(guardianshipId: string): Promise<(string | null)[]> {
      const rows = await db
        .update(profileProposals)
        .set({ status: 'withdrawn', decidedAt: sql`now()` })
        .where(
          and(
            eq(profileProposals.guardianshipId, guardianshipId),
            eq(profileProposals.status, 'pending'),
          ),
        )
        .returning({ photoKey: profileProposals.photoKey });
      return rows.map((row) => row.photoKey);
    },

    /** Records the author of each applied field with the value written. */
    async recordAuthors(
      memberId: string,
      guardianshipId: string,
      values: Record<string, unknown>,
    ): Promise<void> {
      const rows = Object.entries(values).map(([field, value]) => ({
        memberId,
        field,
        guardianshipId,
        value: value ?? null,
      }));
      if (!rows.length) return;
      await db
        .insert(profileFieldAuthors)
        .values(rows)
        .onConflictDoUpdate({
          target: [profileFieldAuthors.memberId, profileFieldAuthors.field],
          set: {
            guardianshipId: sql`excluded.guardianship_id`,
            value: sql`excluded.value`,
            writtenAt: sql`now()`,
          },
        });
    },

    /** Who wrote each recorded field of the member's profile, with the value they wrote. */
    async authorsOf(memberId: string) {
      return db
        .select({
          field: profileFieldAuthors.field,
          value: profileFieldAuthors.value,
          writtenAt: profileFieldAuthors.writtenAt,
          ...authorColumns,
        })
        .from(profileFieldAuthors)
        .innerJoin(guardianships, eq(guardianships.id, profileFieldAuthors.guardianshipId))
        .leftJoin(user, eq(user.id, guardianships.guardianId))
        .where(eq(profileFieldAuthors.memberId, memberId));
    },

    async nameOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
      return row?.name;
    },
  };
}

export type ProfileProposalsRepository = ReturnType<typeof createProfileProposalsRepository>;
