import type { CompatibilityQuestion } from '../question-types';
import { childrenAndFamilyQuestions } from './children-and-family';
import { faithAndValuesQuestions } from './faith-and-values';
import { moneyRolesAndHabitsQuestions } from './money-roles-and-habits';
import { relocationAndWorkQuestions } from './relocation-and-work';

/**
 * Every compatibility question, in the order a member is asked them. The list only grows: an id
 * is never removed, reused or given another meaning, because members' answers point at it. To
 * reword a question or change its answers, add a new question with the next free id (the test
 * pins each id's English wording so that such a change cannot slip through).
 */
export const compatibilityQuestions: readonly CompatibilityQuestion[] = [
  ...faithAndValuesQuestions,
  ...childrenAndFamilyQuestions,
  ...relocationAndWorkQuestions,
  ...moneyRolesAndHabitsQuestions,
];

export const questionsById: ReadonlyMap<number, CompatibilityQuestion> = new Map(
  compatibilityQuestions.map((question) => [question.id, question]),
);
