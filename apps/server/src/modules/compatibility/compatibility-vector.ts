import { questionsById } from '@vusal/shared/compatibility/questions/index';
import type { Answers, Importance, QuestionAnswer } from '@vusal/shared/compatibility/score';
import { VECTOR_BITS, type CompatibilityVectorRow } from '../../db/schema';

/** Answer slots per question: the catalogue's questions have 2–5 answers (decision 017). */
const SLOTS = 5;

/** The weighted importance levels and the vector columns that hold them (decision 030). */
export const weightedLevels = {
  aLittle: { acc: 'accLittle', all: 'allLittle' },
  somewhat: { acc: 'accSomewhat', all: 'allSomewhat' },
  very: { acc: 'accVery', all: 'allVery' },
  mandatory: { acc: 'accMandatory', all: 'allMandatory' },
} as const satisfies Partial<Record<Importance, { acc: string; all: string }>>;

export type CompatibilityVector = Omit<CompatibilityVectorRow, 'userId'>;

const slot = (questionId: number, answer: number) => (questionId - 1) * SLOTS + answer;

/** A stored answer row, as the repository reads it. */
export type StoredAnswer = QuestionAnswer & { questionId: number; useInScore: boolean };

/**
 * What enters the score: answers to questions the catalogue knows, sensitive ones only with
 * the member's consent on that answer (decision 028). The one rule both the packed vectors and
 * the percentage shown on cards read.
 */
export function scoredAnswers(rows: readonly StoredAnswer[]): Answers {
  return new Map(
    rows
      .filter((row) => questionsById.has(row.questionId) && row.useInScore)
      .map(({ questionId, answer, accepted, importance }) => [
        questionId,
        { answer, accepted, importance },
      ]),
  );
}

type VectorColumn = Exclude<keyof CompatibilityVector, 'answered'>;

/** Packs a member's scored answers into bit strings of `VECTOR_BITS` ('0'/'1' text, as stored). */
export function packAnswers(answers: Answers): CompatibilityVector {
  const bits = new Map<VectorColumn, Set<number>>();
  const set = (column: VectorColumn, index: number) =>
    bits.set(column, (bits.get(column) ?? new Set()).add(index));
  for (const [questionId, { answer, accepted, importance }] of answers) {
    if (slot(questionId, SLOTS) > VECTOR_BITS) {
      throw new Error(`Question ${questionId} is past the vector's width: widen VECTOR_BITS`);
    }
    const every = Array.from({ length: SLOTS }, (_, i) => slot(questionId, i));
    set('ans', slot(questionId, answer));
    every.forEach((i) => set('slots', i));
    if (importance === 'irrelevant') continue;
    const { acc, all } = weightedLevels[importance];
    accepted.forEach((a) => set(acc, slot(questionId, a)));
    every.forEach((i) => set(all, i));
  }
  const text = (column: VectorColumn) =>
    Array.from({ length: VECTOR_BITS }, (_, i) => (bits.get(column)?.has(i) ? '1' : '0')).join('');
  return {
    answered: answers.size,
    ans: text('ans'),
    slots: text('slots'),
    accLittle: text('accLittle'),
    accSomewhat: text('accSomewhat'),
    accVery: text('accVery'),
    accMandatory: text('accMandatory'),
    allLittle: text('allLittle'),
    allSomewhat: text('allSomewhat'),
    allVery: text('allVery'),
    allMandatory: text('allMandatory'),
  };
}
