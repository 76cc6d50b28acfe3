import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CitySlug } from '@vusal/shared/catalog/cities';
import type { Gender, RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { Database } from '../../db/client';
import { likes, passes, preferences, profiles } from '../../db/schema';
import { dealbreakerSql, theirAnswers, type CompatibilityVector } from '../compatibility';
import { cardColumns, isVisibleProfile, notBlockedEitherWay, privacyModeShows } from '../members';
import { cursorTime, newestFirst, olderThan, type TimeCursor } from '../../infra/keyset';

/** Everything that decides who is a candidate for one viewer (browse and explore alike). */
export type CandidateFilter = {
  viewerId: string;
  /** D5: the opposite of the viewer's; null (a profile without gender) shows both. */
  gender: Gender | null;
  /** Birth dates of people aged minAge..maxAge today: latest allowed, and the exclusive earliest. */
  ages: { min: number; max: number; bornOnOrBefore: string; bornAfter: string };
  city: CitySlug | null;
  goals: RelationshipGoal[];
  /** Issue 23, item 6; issue 37, item 1: verified members only (the viewer's preference). */
  verifiedOnly?: boolean;
  /** D13: passes made after this moment still hide the person. */
  passedSince: Date;
  /**
   * Issue 27: the viewer's packed answers when pairs with an unmet "Mandatory" (either way)
   * stay out; undefined when the viewer has no scored answers or shows everyone.
   */
  dealbreakers?: CompatibilityVector;
};

export const keyset = { createdAt: profiles.createdAt, id: profiles.id };

/**
 * THE candidate query (issue 9, item 1). Every condition is a per-row test or an index probe
 * (likes, passes and blocks by their keys, preferences by its key), so PostgreSQL walks
 * `profiles_browse_idx` or `profiles_browse_city_idx` in page order and stops after a page.
 * Each condition is one the planner can estimate (anti-joins and column ranges, no CASE and no
 * test on a left join's nullable side): with fresh statistics at a million profiles, a misjudged
 * selectivity made it sort every profile of a city instead (0.5 s instead of 2 ms).
 */
export function candidateConditions(f: CandidateFilter): SQL | undefined {
  const other = sql`${profiles.userId}`;
  return and(
    isVisibleProfile,
    f.gender ? eq(profiles.gender, f.gender) : undefined,
    sql`(${profiles.userId} is null or ${profiles.userId} <> ${f.viewerId})`,
    // A member who shows less than the city is not findable by it either (S4): a city filter
    // would tell the city that member chose to hide.
    f.city
      ? sql`${profiles.city} = ${f.city} and not exists (select 1 from ${preferences} where ${preferences.userId} = ${other} and ${preferences.locationVisibility} not in ('city', 'exact'))`
      : undefined,
    // The birth date is the truth when known; the simple form's age otherwise. Spelled as an OR
    // of ranges (not a CASE) so the planner can estimate it from the column statistics.
    sql`((${profiles.dateOfBirth} <= ${f.ages.bornOnOrBefore}::date and ${profiles.dateOfBirth} > ${f.ages.bornAfter}::date)
      or (${profiles.dateOfBirth} is null and ${profiles.age} between ${f.ages.min} and ${f.ages.max}))`,
    f.goals.length
      ? sql`${profiles.relationshipGoals} && array[${sql.join(
          f.goals.map((goal) => sql`${goal}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    f.verifiedOnly ? sql`${profiles.verifiedAt} is not null` : undefined,
    notBlockedEitherWay(f.viewerId, other),
    sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${f.viewerId} and ${likes.likedId} = ${other})`,
    sql`not exists (select 1 from ${passes} where ${passes.userId} = ${f.viewerId} and ${passes.passedId} = ${other} and ${passes.createdAt} > ${f.passedSince.toISOString()}::timestamptz)`,
    // S4: privacy mode shows a member only to the people they liked.
    privacyModeShows(other, f.viewerId),
    // One probe of the candidate's packed answers by its key (decision 030).
    f.dealbreakers ? sql`not ${dealbreakerSql(f.dealbreakers, other)}` : undefined,
  );
}

/**
 * How many candidates there are, counted exactly up to `cap` and no further: a scalar subquery,
 * ordered like the page so that it walks the same index and stops at `cap`.
 */
export function candidateCount(db: Database, filter: CandidateFilter, cap: number): SQL<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(candidateConditions(filter))
    .orderBy(...newestFirst(keyset))
    .limit(cap)
    .as('capped');
  return sql<number>`${db.select({ count: sql<number>`count(*)::int` }).from(capped)}`;
}

/**
 * What a page's row carries besides the card (decision 066): the candidate's answers, for the
 * match percentage, and on a first page the total counted up to `totalCap`.
 */
export function pageExtras(db: Database, filter: CandidateFilter, totalCap: number | undefined) {
  return {
    scoringTheirs: theirAnswers(sql`${profiles.userId}`),
    total: totalCap === undefined ? sql<null>`null::int` : candidateCount(db, filter, totalCap),
  };
}

export function createCandidatesRepository(db: Database) {
  return {
    /**
     * A page of candidates, and on a first page (`totalCap` given) their total; the query
     * builder itself, so a test can EXPLAIN its SQL.
     */
    page(filter: CandidateFilter, after: TimeCursor | undefined, limit: number, totalCap?: number) {
      return db
        .select({
          ...cardColumns,
          cursorAt: cursorTime(profiles.createdAt),
          ...pageExtras(db, filter, totalCap),
        })
        .from(profiles)
        .leftJoin(preferences, eq(preferences.userId, profiles.userId))
        .where(and(candidateConditions(filter), after && olderThan(keyset, after)))
        .orderBy(...newestFirst(keyset))
        .limit(limit);
    },

    /** D13: a pass, or a repeated one that restarts the 30 days. */
    async pass(userId: string, passedId: string, at: Date): Promise<void> {
      await db
        .insert(passes)
        .values({ userId, passedId, createdAt: at })
        .onConflictDoUpdate({ target: [passes.userId, passes.passedId], set: { createdAt: at } });
    },

    /** The member's newest pass, if any (issue 22: the one an undo may take back). */
    async latestPass(userId: string): Promise<{ passedId: string; createdAt: Date } | undefined> {
      const [row] = await db
        .select({ passedId: passes.passedId, createdAt: passes.createdAt })
        .from(passes)
        .where(eq(passes.userId, userId))
        .orderBy(desc(passes.createdAt))
        .limit(1);
      return row;
    },

    async forgetPass(userId: string, passedId: string): Promise<void> {
      await db.delete(passes).where(and(eq(passes.userId, userId), eq(passes.passedId, passedId)));
    },

    /** Refresh at the end of the list: every passed person comes back at once (D13). */
    async forgetPasses(userId: string): Promise<void> {
      await db.delete(passes).where(eq(passes.userId, userId));
    },
  };
}

export type CandidatesRepository = ReturnType<typeof createCandidatesRepository>;
