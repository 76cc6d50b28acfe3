import { questionsById } from './questions';

/**
 * The match percentage (issue 27, decision 017), OkCupid's published method: each member earns
 * a share of the other's importance points on the questions both answered; the match is the
 * geometric mean of the two shares minus a margin of 1/n for n shared questions.
 */

export const importanceLevels = ['irrelevant', 'aLittle', 'somewhat', 'very', 'mandatory'] as const;
export type Importance = (typeof importanceLevels)[number];

export const importanceWeights: Record<Importance, number> = {
  irrelevant: 0,
  aLittle: 1,
  somewhat: 10,
  very: 50,
  mandatory: 250,
};

/** Below this many shared questions the percentage says too little to be shown. */
export const MIN_SHARED_QUESTIONS = 5;

/**
 * Issue 34, item 10: a member's own answers count for the percentages they see of others as a
 * snapshot taken at most this often, so answers changed to probe another member's private
 * answers show nothing new until the next day.
 */
export const SCORING_SNAPSHOT_HOURS = 24;

export type QuestionAnswer = {
  /** The member's own answer: its index in the question's answers. */
  answer: number;
  /** The answers the member accepts from a partner. */
  accepted: readonly number[];
  importance: Importance;
};

/** A member's answers by question id. */
export type Answers = ReadonlyMap<number, QuestionAnswer>;

/** Whether `judge` accepts the answer `other` gave to the same question. */
export const accepts = (judge: QuestionAnswer, other: QuestionAnswer) =>
  judge.accepted.includes(other.answer);

export function sharedQuestions(a: Answers, b: Answers): number[] {
  return [...a.keys()].filter((id) => b.has(id));
}

/**
 * The share (0–1) of the judge's importance points the other earns. An unmet "Mandatory" makes
 * it 0: its weight alone would be outvoted once enough other questions are answered, and it is
 * meant as a dealbreaker. A judge to whom every shared question is irrelevant is satisfied.
 */
export function satisfaction(judge: Answers, other: Answers, shared: readonly number[]): number {
  let earned = 0;
  let possible = 0;
  for (const id of shared) {
    const mine = judge.get(id);
    const theirs = other.get(id);
    if (!mine || !theirs) continue;
    const weight = importanceWeights[mine.importance];
    const met = accepts(mine, theirs);
    if (mine.importance === 'mandatory' && !met) return 0;
    possible += weight;
    if (met) earned += weight;
  }
  return possible === 0 ? 1 : earned / possible;
}

/** The geometric mean of two shares, before the margin (OkCupid: 98 % and 91 % make 94 %). */
export const combineShares = (a: number, b: number) => Math.sqrt(a * b);

/** The match percentage (0–100), or null below `MIN_SHARED_QUESTIONS` shared questions. */
export function matchPercentage(a: Answers, b: Answers): number | null {
  const shared = sharedQuestions(a, b);
  if (shared.length < MIN_SHARED_QUESTIONS) return null;
  const match = combineShares(satisfaction(a, b, shared), satisfaction(b, a, shared));
  return Math.round(Math.max(0, match - 1 / shared.length) * 100);
}

/**
 * What may enter the score: sensitive answers only with the member's consent (issue 27), and
 * only answers to questions the catalogue knows.
 */
export function scorableAnswers(answers: Answers, sensitiveConsent: boolean): Answers {
  return new Map(
    [...answers].filter(([id]) => {
      const question = questionsById.get(id);
      return question !== undefined && (sensitiveConsent || !question.sensitive);
    }),
  );
}
