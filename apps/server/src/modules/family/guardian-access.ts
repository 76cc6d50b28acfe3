import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { guardianships, type Guardianship } from '../../db/schema';

/** What a guardian may see of the member they follow (decision 050); all off by default. */
export type GuardianScopes = Pick<
  Guardianship,
  'seesMatches' | 'seesNewMatches' | 'readsChats' | 'editsProfile'
>;

export type ActiveGuardianship = GuardianScopes &
  Pick<Guardianship, 'id' | 'memberId' | 'relation' | 'sharingRequired' | 'acceptedAt'> & {
    guardianId: string;
  };

const activeColumns = {
  id: guardianships.id,
  memberId: guardianships.memberId,
  guardianId: guardianships.guardianId,
  relation: guardianships.relation,
  sharingRequired: guardianships.sharingRequired,
  acceptedAt: guardianships.acceptedAt,
  seesMatches: guardianships.seesMatches,
  seesNewMatches: guardianships.seesNewMatches,
  readsChats: guardianships.readsChats,
  editsProfile: guardianships.editsProfile,
};

// The check constraint keeps an active row's guardian set; this says so to the type.
function asActive<T extends { guardianId: string | null }>(
  row: T,
): (T & { guardianId: string }) | undefined {
  return row.guardianId === null ? undefined : { ...row, guardianId: row.guardianId };
}

/**
 * The one place that decides what a guardian may see (issue 39): every route a guardian calls
 * and every copy made for one asks here, in the request, so an ended guardianship or a scope the
 * member turned off grants nothing from the next request on. Reads only `active` rows.
 */
/** Whose news each of some members' guardians may hear of, for `tellGuardians`: one statement. */
const newsScopesQuery = sql`
  select ${guardianships.memberId} as "memberId", ${guardianships.guardianId} as "guardianId",
    ${guardianships.seesNewMatches} as "seesNewMatches"
  from ${guardianships}
  where ${guardianships.memberId} = any(${sql.placeholder('memberIds')}::text[])
    and ${guardianships.status} = 'active' and ${guardianships.guardianId} is not null`;

export type NewsScope = Pick<ActiveGuardianship, 'memberId' | 'guardianId' | 'seesNewMatches'>;

export function createGuardianAccess(db: Database) {
  const newsScopes = preparedStatement<NewsScope>(db, 'guardian_news_scopes', newsScopesQuery);
  return {
    /**
     * The active guardian of each of `memberIds` that has one, with the scope match news need
     * (issue 35, item 5: one read for the members of every match made in one moment).
     */
    async newsScopesOf(memberIds: readonly string[]): Promise<Map<string, NewsScope>> {
      if (memberIds.length === 0) return new Map();
      const rows = await newsScopes({ memberIds: [...new Set(memberIds)] });
      return new Map(rows.map((row) => [row.memberId, row]));
    },

    /** The active guardianship between this guardian and member, or undefined. */
    async between(guardianId: string, memberId: string): Promise<ActiveGuardianship | undefined> {
      const [row] = await db
        .select(activeColumns)
        .from(guardianships)
        .where(
          and(
            eq(guardianships.guardianId, guardianId),
            eq(guardianships.memberId, memberId),
            eq(guardianships.status, 'active'),
          ),
        );
      return row && asActive(row);
    },

    /** The member's active guardian, or undefined: what the other side of a match is told. */
    async ofMember(memberId: string): Promise<ActiveGuardianship | undefined> {
      const [row] = await db
        .select(activeColumns)
        .from(guardianships)
        .where(and(eq(guardianships.memberId, memberId), eq(guardianships.status, 'active')));
      return row && asActive(row);
    },

    /** Every member this guardian follows now, oldest acceptance first. */
    async followedBy(guardianId: string): Promise<ActiveGuardianship[]> {
      const rows = await db
        .select(activeColumns)
        .from(guardianships)
        .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.status, 'active')))
        .orderBy(guardianships.acceptedAt);
      return rows.flatMap((row) => asActive(row) ?? []);
    },
  };
}

export type GuardianAccess = ReturnType<typeof createGuardianAccess>;
