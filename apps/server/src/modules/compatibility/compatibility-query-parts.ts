import { importanceWeights, MIN_SHARED_QUESTIONS } from '@vusal/shared/compatibility/score';
import { sql, type SQL } from 'drizzle-orm';
import { compatibilityVectors as other, VECTOR_BITS } from '../../db/schema';
import { weightedLevels, type CompatibilityVector } from './compatibility-vector';

/**
 * Decision 030: the match percentage of `score.ts` in SQL, between the viewer's packed answers
 * (parameters) and a candidate's row of `compatibility_vectors` (joined by the caller). Each
 * term is `bit_count` of two vectors ANDed: the questions of one importance the other answered
 * (possible points), or answered acceptably (earned points). Null without the candidate's row or
 * below `MIN_SHARED_QUESTIONS`; a test checks it against `matchPercentage` on random answers.
 */

const bits = (value: string) => sql`${value}::bit(${sql.raw(String(VECTOR_BITS))})`;
const count = (a: SQL, b: SQL) => sql`bit_count(${a} & ${b})`;
const levels = Object.entries(weightedLevels) as [
  keyof typeof weightedLevels,
  (typeof weightedLevels)[keyof typeof weightedLevels],
][];

type Side = { judge: (column: keyof CompatibilityVector) => SQL; answers: SQL };

/** The viewer judging the candidate's answers, and the reverse. */
function sides(viewer: CompatibilityVector): [Side, Side] {
  return [
    { judge: (column) => bits(viewer[column] as string), answers: sql`${other.ans}` },
    { judge: (column) => sql`${other[column]}`, answers: bits(viewer.ans) },
  ];
}

const weighted = ({ judge, answers }: Side, kind: 'acc' | 'all') =>
  sql.join(
    levels.map(
      ([level, columns]) =>
        sql`${importanceWeights[level]} * ${count(judge(columns[kind]), answers)}`,
    ),
    sql` + `,
  );

/** A "Mandatory" question the judge answered whose answer from the other they do not accept. */
const mandatoryUnmet = ({ judge, answers }: Side) =>
  sql`${count(judge('allMandatory'), answers)} > ${count(judge('accMandatory'), answers)}`;

/** `satisfaction` of score.ts: 0 on an unmet Mandatory, 1 when nothing shared matters. */
const share = (side: Side) => sql`(case when ${mandatoryUnmet(side)} then 0::float8
  when ${weighted(side, 'all')} = 0 then 1::float8
  else (${weighted(side, 'acc')})::float8 / (${weighted(side, 'all')}) end)`;

/** The percentage (0–100) or null, rounded like `Math.round`. */
export function matchPercentSql(viewer: CompatibilityVector): SQL<number | null> {
  const [mine, theirs] = sides(viewer);
  const shared = count(bits(viewer.slots), sql`${other.ans}`);
  return sql<number | null>`(case when ${shared} >= ${MIN_SHARED_QUESTIONS} then
    floor(greatest(0, sqrt(${share(mine)} * ${share(theirs)}) - 1::float8 / ${shared}) * 100 + 0.5)::int end)`;
}

/**
 * Issue 27, item 4: an unmet "Mandatory" in either direction, whatever the number of shared
 * questions; `otherUserId` is the candidate's user id column. A scalar subquery, so that it is
 * one probe by key per candidate the page walks: as `exists` the planner may turn it into a
 * hash join over every member's answers.
 */
export function dealbreakerSql(viewer: CompatibilityVector, otherUserId: SQL): SQL {
  const [mine, theirs] = sides(viewer);
  return sql`coalesce((select ${mandatoryUnmet(mine)} or ${mandatoryUnmet(theirs)} from ${other}
    where ${other.userId} = ${otherUserId}), false)`;
}
