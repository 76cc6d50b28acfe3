// What other modules use of compatibility (issue 27): the matches shown on cards and profiles,
// and the SQL that ranks and filters candidates by the packed answers (decision 030).
import type { Database } from '../../db/client';
import { createCompatibilityMatches } from './compatibility-matches';
import { createCompatibilityRepository } from './compatibility.repository';

export type { CompatibilityMatches, ScoringSide } from './compatibility-matches';
// Issue 35, item 4: the percentage's read, carried by a profile view's own statement.
export {
  scoringColumns,
  scoringSince,
  theirAnswers,
  viewerScoringColumns,
  type ScoringRead,
} from './compatibility-scoring';
export { packAnswers, type CompatibilityVector, type StoredAnswer } from './compatibility-vector';
export {
  dealbreakerOf,
  dealbreakerSql,
  matchPercentOf,
  pairCountsSql,
} from './compatibility-query-parts';

export const createCompatibility = (db: Database) =>
  createCompatibilityMatches(createCompatibilityRepository(db));
