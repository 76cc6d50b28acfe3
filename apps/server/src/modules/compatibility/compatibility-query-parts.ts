import { importanceWeights, MIN_SHARED_QUESTIONS } from '@vusal/shared/compatibility/score';
import { sql, type SQL } from 'drizzle-orm';
import { compatibilityVectors as other, VECTOR_BITS } from '../../db/schema';
import { weightedLevels, type CompatibilityVector } from './compatibility-vector';

/**
 * Decision 030: the match percentage of `score.ts` in SQL, between the viewer's packed answers
 * (parameters) and a candidate's row of `compatibility_vectors`. Each term is `bit_count` of two
 * vectors ANDed: the questions of one importance the other answered (possible points), or
 * answered acceptably (earned points). `pairCountsSql` computes the 17 counts of a pair, each
 * once, as the columns of one probe of the candidate's row; the percentage and the dealbreaker
 * are then integer arithmetic on them. A test checks the percentage against `matchPercentage`
 * on random answers.
 */

const bits = (value: string) => sql`${value}::bit(${sql.raw(String(VECTOR_BITS))})`;
const count = (a: SQL, b: SQL) => sql`bit_count(${a} & ${b})`;
const levels = Object.entries(weightedLevels) as [
  keyof typeof weightedLevels,
  (typeof weightedLevels)[keyof typeof weightedLevels],
][];

type Judge = 'mine' | 'theirs';
type Kind = 'acc' | 'all';
/** A count's column: `mine` is the viewer judging the candidate's answers, `theirs` the reverse. */
const column = (judge: Judge, kind: Kind, level: keyof typeof weightedLevels) =>
  `${judge}_${kind}_${level.toLowerCase()}`;

/** Reads a column of the counts (the caller's alias of `pairCountsSql`'s row). */
export type PairCounts = (name: string) => SQL;

/**
 * The select list of the pair's counts over `compatibility_vectors` (the candidate's row, which
 * the caller picks by key): `shared`, and per judge, kind and weighted level.
 */
export function pairCountsSql(viewer: CompatibilityVector): Record<string, SQL.Aliased<number>> {
  const judges: Record<Judge, { judge: (c: keyof CompatibilityVector) => SQL; answers: SQL }> = {
    mine: { judge: (c) => bits(viewer[c] as string), answers: sql`${other.ans}` },
    theirs: { judge: (c) => sql`${other[c]}`, answers: bits(viewer.ans) },
  };
  const counts: Record<string, SQL.Aliased<number>> = {
    shared: sql<number>`${count(bits(viewer.slots), sql`${other.ans}`)}`.as('shared'),
  };
  for (const [judge, { judge: of, answers }] of Object.entries(judges) as [
    Judge,
    (typeof judges)[Judge],
  ][]) {
    for (const kind of ['acc', 'all'] as const) {
      for (const [level, columns] of levels) {
        const name = column(judge, kind, level);
        counts[name] = sql<number>`${count(of(columns[kind]), answers)}`.as(name);
      }
    }
  }
  return counts;
}

const weighted = (counts: PairCounts, judge: Judge, kind: Kind) =>
  sql.join(
    levels.map(
      ([level]) => sql`${importanceWeights[level]} * ${counts(column(judge, kind, level))}`,
    ),
    sql` + `,
  );

/** A "Mandatory" question the judge answered whose answer from the other they do not accept. */
const mandatoryUnmet = (counts: PairCounts, judge: Judge) =>
  sql`${counts(column(judge, 'all', 'mandatory'))} > ${counts(column(judge, 'acc', 'mandatory'))}`;

/** `satisfaction` of score.ts: 0 on an unmet Mandatory, 1 when nothing shared matters. */
const share = (counts: PairCounts, judge: Judge) => sql`(case
  when ${mandatoryUnmet(counts, judge)} then 0::float8
  when ${weighted(counts, judge, 'all')} = 0 then 1::float8
  else (${weighted(counts, judge, 'acc')})::float8 / (${weighted(counts, judge, 'all')}) end)`;

/** The percentage (0–100), null below `MIN_SHARED_QUESTIONS`, rounded like `Math.round`. */
export function matchPercentOf(counts: PairCounts): SQL<number | null> {
  const shared = counts('shared');
  return sql<number | null>`(case when ${shared} >= ${MIN_SHARED_QUESTIONS} then
    floor(greatest(0, sqrt(${share(counts, 'mine')} * ${share(counts, 'theirs')}) - 1::float8 / ${shared}) * 100 + 0.5)::int end)`;
}

/** Issue 27, item 4: an unmet "Mandatory" in either direction, whatever is shared. */
export const dealbreakerOf = (counts: PairCounts): SQL =>
  sql`(${mandatoryUnmet(counts, 'mine')} or ${mandatoryUnmet(counts, 'theirs')})`;

/**
 * `dealbreakerOf` as one condition of a query that does not otherwise read the candidate's
 * answers; `otherUserId` is the candidate's user id column. A scalar subquery, so that it is one
 * probe by key per candidate the page walks: as `exists` the planner may turn it into a hash
 * join over every member's answers.
 */
export function dealbreakerSql(viewer: CompatibilityVector, otherUserId: SQL): SQL {
  const counts = pairCountsSql(viewer);
  // Each of its four counts appears once, so they are written in place.
  const inPlace: PairCounts = (name) => counts[name]!.sql;
  return sql`coalesce((select ${dealbreakerOf(inPlace)} from ${other}
    where ${other.userId} = ${otherUserId}), false)`;
}
