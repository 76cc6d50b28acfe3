import { compatibilityReasons } from '@vusal/shared/compatibility/reasons';
import {
  matchPercentage,
  MIN_SHARED_QUESTIONS,
  type Answers,
} from '@vusal/shared/compatibility/score';
import type { CompatibilityMatch } from '@vusal/shared/schemas/compatibility-match';
import type { CompatibilityRepository } from './compatibility.repository';
import type { SnapshotAnswer } from '../../db/schema';
import type { ScoringRead } from './compatibility-scoring';
import {
  packAnswers,
  scoredAnswers,
  type CompatibilityVector,
  type StoredAnswer,
} from './compatibility-vector';

/** What a page's statement read of the viewer's side (`viewerScoringColumns`). */
export type ViewerScoringRead = Omit<ScoringRead, 'theirs'>;

/** The viewer's side of a page's matches: their scored answers, and packed. */
export type ScoringSide = { mine: Answers; vector: CompatibilityVector | undefined };

/**
 * Whether a snapshot younger than a day still stands. Issue 37, item 2: one with fewer than
 * `MIN_SHARED_QUESTIONS` scored answers scores nobody, so it reveals nothing to probe with; it
 * gives way as soon as the member's own answers could score, or their first five answers would
 * show no percentage (and no Best match) until the next day.
 */
function stands(mine: readonly StoredAnswer[], answered: number): boolean {
  return scoredAnswers(mine).size >= MIN_SHARED_QUESTIONS || answered < MIN_SHARED_QUESTIONS;
}

/**
 * Issue 27, item 4: what the viewer is shown of their match with other members, computed by the
 * shared `score.ts` and `reasons.ts` from the scored answers of both. Reasons name topics only
 * and leave sensitive questions out; the other member's answers never leave the server.
 * Issue 34, item 10 (decision 017): the viewer's side is their snapshot, retaken at most every
 * `SCORING_SNAPSHOT_HOURS`; percentages, reasons, Best match and dealbreakers all read it, so
 * changing one's answers and reading again tells nothing new within the day.
 */
export function createCompatibilityMatches(repository: CompatibilityRepository) {
  /**
   * The viewer's side as read: missing, a day old or too small to score, it is retaken now, a
   * write at most once a day per viewer once they have answered enough.
   */
  async function current(
    viewerId: string,
    mine: SnapshotAnswer[] | null,
    answered: number,
    now: Date,
  ): Promise<SnapshotAnswer[]> {
    return mine && stands(mine, answered) ? mine : repository.takeSnapshot(viewerId, now);
  }

  /**
   * Decision 066: the viewer's side for a page of cards, from what another statement read with
   * `viewerScoringColumns` as of `now`: their scored answers, and packed (decision 030) for the
   * page's ranking and dealbreakers, undefined when nothing is scored yet.
   */
  async function side(viewerId: string, read: ViewerScoringRead, now: Date): Promise<ScoringSide> {
    const mine = scoredAnswers(await current(viewerId, read.mine, Number(read.answered ?? 0), now));
    return { mine, vector: mine.size === 0 ? undefined : packAnswers(mine) };
  }

  const matchOf = (mine: ReturnType<typeof scoredAnswers>, theirAnswers: StoredAnswer[]) => {
    const theirs = scoredAnswers(theirAnswers);
    const percent = matchPercentage(mine, theirs);
    return percent === null ? null : { percent, reasons: compatibilityReasons(mine, theirs) };
  };

  return {
    /**
     * The viewer's match with one other member (null below five shared questions), from the
     * answers another statement read with `scoringColumns` (a profile's view, issue 35, item 4)
     * as of `now`.
     */
    async scored(
      viewerId: string,
      read: ScoringRead,
      now: Date,
    ): Promise<CompatibilityMatch | null> {
      return matchOf((await side(viewerId, read, now)).mine, read.theirs);
    },

    side,

    /** The match with one card of the page `side` scores, from that card's `theirAnswers`. */
    matchWith: (side: ScoringSide, theirs: StoredAnswer[]) => matchOf(side.mine, theirs),
  };
}

export type CompatibilityMatches = ReturnType<typeof createCompatibilityMatches>;
