import { SCORING_SNAPSHOT_HOURS } from '@vusal/shared/compatibility/score';
import { sql, type SQL } from 'drizzle-orm';
import {
  compatibilityAnswers,
  compatibilitySnapshots,
  compatibilityVectors,
  type SnapshotAnswer,
} from '../../db/schema';
import type { StoredAnswer } from './compatibility-vector';

const HOUR_MS = 60 * 60 * 1000;

/** Before this, a viewer's snapshot is a day old and is retaken (issue 34, item 10). */
export function scoringSince(now: Date): Date {
  return new Date(now.getTime() - SCORING_SNAPSHOT_HOURS * HOUR_MS);
}

export const answerJson = sql`jsonb_build_object('questionId', ${compatibilityAnswers.questionId},
  'answer', ${compatibilityAnswers.answer}, 'accepted', ${compatibilityAnswers.accepted},
  'importance', ${compatibilityAnswers.importance}, 'useInScore', ${compatibilityAnswers.useInScore})`;

/** The viewer's snapshot, null when missing or taken before `since` (`scoringSince`). */
export const snapshotOf = (viewer: SQL, since: SQL) =>
  sql<
    SnapshotAnswer[] | null
  >`(select ${compatibilitySnapshots.answers} from ${compatibilitySnapshots}
    where ${compatibilitySnapshots.userId} = ${viewer}
      and ${compatibilitySnapshots.takenAt} > ${since}::timestamptz)`;

/** How many scored answers the viewer holds now (their packed vector's count), or null. */
export const answeredOf = (viewer: SQL) =>
  sql<number | null>`(select ${compatibilityVectors.answered} from ${compatibilityVectors}
    where ${compatibilityVectors.userId} = ${viewer})`;

/** What one member's match with one other reads (`CompatibilityMatches.scored`). */
export type ScoringRead = {
  mine: SnapshotAnswer[] | null;
  answered: number | null;
  theirs: StoredAnswer[];
};

/**
 * Issue 35, item 4: the read of `between` for one other member, as columns another statement
 * carries (a profile's view), so the percentage costs no round trip of its own. Never sent.
 */
export function scoringColumns(viewer: SQL, other: SQL, since: SQL) {
  return { ...viewerScoringColumns(viewer, since), scoringTheirs: theirAnswers(other) };
}

/**
 * Issue 35, P11 (decision 066): the viewer's side of `scoringColumns`, for a read that scores a
 * page of cards (browse); `theirAnswers` is each card's side.
 */
export function viewerScoringColumns(viewer: SQL, since: SQL) {
  return { scoringMine: snapshotOf(viewer, since), scoringAnswered: answeredOf(viewer) };
}

/** Every stored answer of `other` (a column or a value), for the percentage only. Never sent. */
export const theirAnswers = (other: SQL) =>
  sql<StoredAnswer[]>`coalesce((select jsonb_agg(${answerJson})
      from ${compatibilityAnswers} where ${compatibilityAnswers.userId} = ${other}), '[]'::jsonb)`;
