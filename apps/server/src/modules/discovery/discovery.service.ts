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
import {
  packAnswers,
  type CompatibilityMatches,
  type CompatibilityVector,
  type StoredAnswer,
} from '../compatibility';
import { toCard, type CardRow, type MembersService } from '../members';
import type { BestMatchRepository } from './best-match.repository';
import { opposite } from './opposite-gender';
import type { DiscoveryViewer, ReadViewer } from './viewer-statement';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type Dependencies = {
  readViewer: ReadViewer;
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

/** Who asks for a page: the member and the session the route was given (perhaps lent). */
type PageViewer = { id: string; sessionId: string };

/** A page's row: the card, the candidate's answers and, on a first page, the total. */
type PageRow = CardRow & { scoringTheirs: StoredAnswer[]; total: number | null };

/** The filter a viewer's settings and overrides make, as of `now` (S4, D5, D13, issue 27). */
function filterFor(
  viewerId: string,
  viewer: DiscoveryViewer,
  vector: CompatibilityVector | undefined,
  overrides: PageOverrides,
  now: Date,
): { filter: CandidateFilter; applied: AppliedFilters } {
  // Never saved: the partner age given at sign-up, as the preferences screen shows it.
  const saved =
    viewer.minAge != null && viewer.maxAge != null
      ? { minAge: viewer.minAge, maxAge: viewer.maxAge }
      : searchAgesFor({
          partnerAgeMin: viewer.partnerAgeMin,
          partnerAgeMax: viewer.partnerAgeMax,
        });
  const min = overrides.minAge ?? saved.minAge;
  const max = overrides.maxAge ?? saved.maxAge;
  const city = overrides.city === 'all' ? null : (overrides.city ?? viewer.searchCity ?? null);
  const goals = overrides.goals ?? [];
  const showEveryone = viewer.showEveryone ?? defaultPreferences.showEveryone;
  // Issue 27, item 5: "Best match" is the default once the viewer's answers can score.
  const order =
    overrides.order ??
    ((vector?.answered ?? 0) >= MIN_SHARED_QUESTIONS ? ('best' as const) : ('newest' as const));
  const verifiedOnly =
    overrides.verifiedOnly ?? viewer.verifiedOnly ?? defaultPreferences.verifiedOnly;
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
    filter: {
      viewerId,
      gender: viewer.gender ? opposite[viewer.gender] : null,
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

export function createDiscoveryService({
  readViewer,
  candidates,
  bestMatch,
  compatibility,
  members,
  clock,
}: Dependencies) {
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
    totalCap: number | undefined,
  ): Promise<{ rows: PageRow[]; nextCursor: string | null; counted?: number | undefined }> {
    if (order === 'best') {
      return bestMatch.read(filter, vector ?? noAnswers, cursor, limit, totalCap);
    }
    return pageOf(await candidates.page(filter, readCursor(cursor), limit + 1, totalCap), limit);
  }

  /**
   * Issue 35, P11 (decision 066): two statements, whatever the page. The first checks the
   * session the route was given (decision 058) and reads the viewer's settings and scoring
   * snapshot; the second, built from them, the page with its cards' answers and, on a first
   * page, its total.
   */
  async function page(
    viewer: PageViewer,
    overrides: PageOverrides,
    cursor: string | undefined,
    limit: number,
  ): Promise<CandidatePage> {
    const now = clock.now();
    const read = await readViewer({ userId: viewer.id, sessionId: viewer.sessionId, at: now });
    if (read.refusal) throw new AppError(read.refusal);
    const side = await compatibility.side(
      viewer.id,
      { mine: read.viewer.scoringMine, answered: read.viewer.scoringAnswered },
      now,
    );
    const { filter, applied } = filterFor(viewer.id, read.viewer, side.vector, overrides, now);
    // A "Best match" window counts the same candidates past the cap, so the total needs no
    // second walk of them.
    const windowCounts = applied.order === 'best' && bestMatch.windowSize > DISCOVERY_TOTAL_CAP;
    const totalCap = cursor || windowCounts ? undefined : DISCOVERY_TOTAL_CAP + 1;
    const { rows, nextCursor, counted } = await rowsOf(
      filter,
      applied.order,
      side.vector,
      cursor,
      limit,
      totalCap,
    );
    // An empty first page has no row to carry its total: there is no candidate.
    const total = totalCap === undefined ? counted : (rows[0]?.total ?? 0);
    return {
      items: rows.map((row) => ({
        ...toCard(row, now, 'other'),
        compatibility: row.userId ? compatibility.matchWith(side, row.scoringTheirs) : null,
      })),
      nextCursor,
      total: totalOf(total),
      filters: applied,
    };
  }

  return {
    /** `/browse`: the saved preferences are the filters (S4). */
    browse: (viewer: PageViewer, query: z.output<typeof browseQuerySchema>) =>
      page(viewer, query.order ? { order: query.order } : {}, query.cursor, query.limit),

    /** `/explore`: each given filter overrides its saved preference. */
    explore: (viewer: PageViewer, query: z.output<typeof exploreQuerySchema>) =>
      page(viewer, query, query.cursor, query.limit),

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
