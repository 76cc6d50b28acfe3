import { PASS_RETURN_DAYS, PASS_UNDO_MINUTES } from '@vusal/shared/catalog/constants';
import {
  DISCOVERY_TOTAL_CAP,
  type AppliedFilters,
  type CandidatePage,
  type browseQuerySchema,
  type exploreQuerySchema,
} from '@vusal/shared/schemas/discovery';
import { defaultPreferences, searchAgesFor } from '@vusal/shared/schemas/preferences';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import type { CandidateFilter, CandidatesRepository } from './candidates.repository';
import { pageOf, readCursor } from '../../infra/keyset';
import { MIN_SHARED_QUESTIONS } from '@vusal/shared/compatibility/score';
import { packAnswers, type CompatibilityMatches, type CompatibilityVector } from '../compatibility';
import { toCard, type CardRow, type MembersService } from '../members';
import type { BestMatchRepository } from './best-match.repository';
import { opposite } from './opposite-gender';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type Dependencies = {
  candidates: CandidatesRepository;
  bestMatch: BestMatchRepository;
  compatibility: CompatibilityMatches;
  members: MembersService;
  clock: Clock;
};

/** yyyy-mm-dd of the day `years` before `today` (UTC), clamped to the month's end. */
function yearsBefore(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(today.getUTCDate(), lastDay));
  return date.toISOString().slice(0, 10);
}

/** A first page's total, counted exactly up to one past the cap; none on later pages. */
const totalOf = (total: number | undefined): CandidatePage['total'] =>
  total === undefined
    ? null
    : { count: Math.min(total, DISCOVERY_TOTAL_CAP), isCapped: total > DISCOVERY_TOTAL_CAP };

/** What a query may override: every explore filter; browse only the order (S4, issue 37). */
type PageOverrides = Partial<z.output<typeof exploreQuerySchema>>;

/** A viewer without scored answers: every candidate ranks as "too few shared questions". */
const noAnswers = packAnswers(new Map());

export function createDiscoveryService({
  candidates,
  bestMatch,
  compatibility,
  members,
  clock,
}: Dependencies) {
  async function filterFor(
    viewerId: string,
    overrides: PageOverrides,
  ): Promise<{
    filter: CandidateFilter;
    applied: AppliedFilters;
    vector: CompatibilityVector | undefined;
  }> {
    const [viewer, vector] = await Promise.all([
      candidates.viewer(viewerId),
      compatibility.vectorOf(viewerId),
    ]);
    const now = clock.now();
    // Never saved: the partner age given at sign-up, as the preferences screen shows it.
    const saved =
      viewer?.minAge != null && viewer.maxAge != null
        ? { minAge: viewer.minAge, maxAge: viewer.maxAge }
        : searchAgesFor({
            partnerAgeMin: viewer?.partnerAgeMin ?? null,
            partnerAgeMax: viewer?.partnerAgeMax ?? null,
          });
    const min = overrides.minAge ?? saved.minAge;
    const max = overrides.maxAge ?? saved.maxAge;
    const city = overrides.city === 'all' ? null : (overrides.city ?? viewer?.searchCity ?? null);
    const goals = overrides.goals ?? [];
    const showEveryone = viewer?.showEveryone ?? defaultPreferences.showEveryone;
    // Issue 27, item 5: "Best match" is the default once the viewer's answers can score.
    const order =
      overrides.order ??
      ((vector?.answered ?? 0) >= MIN_SHARED_QUESTIONS ? ('best' as const) : ('newest' as const));
    const verifiedOnly =
      overrides.verifiedOnly ?? viewer?.verifiedOnly ?? defaultPreferences.verifiedOnly;
    const applied: AppliedFilters = {
      minAge: Math.min(min, max),
      maxAge: max,
      city,
      goals,
      order,
      showEveryone,
      verifiedOnly,
    };
    return {
      applied,
      vector,
      filter: {
        viewerId,
        gender: viewer?.gender ? opposite[viewer.gender] : null,
        ages: {
          min: applied.minAge,
          max: applied.maxAge,
          bornOnOrBefore: yearsBefore(now, applied.minAge),
          bornAfter: yearsBefore(now, applied.maxAge + 1),
        },
        city,
        goals,
        verifiedOnly,
        passedSince: new Date(now.getTime() - PASS_RETURN_DAYS * DAY_MS),
        ...(vector && !showEveryone ? { dealbreakers: vector } : {}),
      },
    };
  }

  /**
   * The newest first, or by match within windows (decision 030); each with its cursor, and on a
   * first page of "Best match" the number of candidates its window counted.
   */
  async function rowsOf(
    filter: CandidateFilter,
    order: AppliedFilters['order'],
    vector: CompatibilityVector | undefined,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ rows: CardRow[]; nextCursor: string | null; counted?: number | undefined }> {
    if (order === 'best') return bestMatch.read(filter, vector ?? noAnswers, cursor, limit);
    return pageOf(await candidates.page(filter, readCursor(cursor), limit + 1), limit);
  }

  async function page(
    viewerId: string,
    overrides: PageOverrides,
    cursor: string | undefined,
    limit: number,
  ): Promise<CandidatePage> {
    const { filter, applied, vector } = await filterFor(viewerId, overrides);
    // A "Best match" window counts the same candidates past the cap, so the total needs no
    // second walk of them.
    const windowCounts = applied.order === 'best' && bestMatch.windowSize > DISCOVERY_TOTAL_CAP;
    const [{ rows: items, nextCursor, counted }, total] = await Promise.all([
      rowsOf(filter, applied.order, vector, cursor, limit),
      cursor || windowCounts ? undefined : candidates.count(filter, DISCOVERY_TOTAL_CAP + 1),
    ]);
    const today = clock.now();
    const matches = await compatibility.between(
      viewerId,
      items.flatMap((row) => (row.userId ? [row.userId] : [])),
    );
    return {
      items: items.map((row) => ({
        ...toCard(row, today, 'other'),
        compatibility: (row.userId && matches.get(row.userId)) || null,
      })),
      nextCursor,
      total: totalOf(total ?? counted),
      filters: applied,
    };
  }

  return {
    /** `/browse`: the saved preferences are the filters (S4). */
    browse: (viewerId: string, query: z.output<typeof browseQuerySchema>) =>
      page(viewerId, query.order ? { order: query.order } : {}, query.cursor, query.limit),

    /** `/explore`: each given filter overrides its saved preference. */
    explore: (viewerId: string, query: z.output<typeof exploreQuerySchema>) =>
      page(viewerId, query, query.cursor, query.limit),

    /** D13: stored; the person returns after 30 days, or on Refresh. */
    async pass(viewerId: string, userId: string): Promise<void> {
      if (userId === viewerId) throw new AppError('SELF_LIKE');
      if (!(await members.findVisible(viewerId, userId))) throw notFound();
      await candidates.pass(viewerId, userId, clock.now());
    },

    /**
     * Issue 22: a pass made by mistake is taken back, but only the member's newest and only for
     * PASS_UNDO_MINUTES: older passes keep their 30 days (D13) and are forgotten only by Refresh.
     */
    async undoPass(viewerId: string, userId: string): Promise<void> {
      const latest = await candidates.latestPass(viewerId);
      const since = clock.now().getTime() - PASS_UNDO_MINUTES * MINUTE_MS;
      if (!latest || latest.createdAt.getTime() < since) throw new AppError('NOTHING_TO_UNDO');
      if (latest.passedId !== userId) throw new AppError('PASS_NOT_LATEST');
      await candidates.forgetPass(viewerId, userId);
    },

    refresh: (viewerId: string) => candidates.forgetPasses(viewerId),
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
