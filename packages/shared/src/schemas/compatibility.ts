import { z } from '../zod';
import type { CompatibilityQuestion } from '../compatibility/question-types';
import { questionsById } from '../compatibility/questions';
import { importanceLevels } from '../compatibility/score';

/** The most answers a question has (issue 27: 2–5); a question's own count is checked below. */
const MAX_ANSWERS = 5;

/** A question id in a URL: digits only, and a question the catalogue knows. */
export const questionIdParamSchema = z.object({
  questionId: z
    .string()
    .regex(/^\d{1,6}$/, 'validation.unknownQuestion')
    .transform(Number)
    .refine((id) => questionsById.has(id), 'validation.unknownQuestion'),
});

const answerIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_ANSWERS - 1);

/** One answer as a member gives it; `answerFitsQuestion` checks it against its question. */
export const compatibilityAnswerInputSchema = z.object({
  /** The member's own answer (its index in the question's answers). */
  answer: answerIndex,
  /** The answers accepted from a partner; at least one, each once. */
  accepted: z
    .array(answerIndex)
    .min(1)
    .max(MAX_ANSWERS)
    .refine((values) => new Set(values).size === values.length, 'validation.invalid'),
  importance: z.enum(importanceLevels),
  /** Sensitive questions only: whether the answer may enter the score (issue 27). */
  useInScore: z.boolean(),
});
export type CompatibilityAnswerInput = z.infer<typeof compatibilityAnswerInputSchema>;

/** The issues of an answer whose indexes the question does not have (empty when it fits). */
export function answerFitsQuestion(
  question: CompatibilityQuestion,
  input: CompatibilityAnswerInput,
): { path: string; message: string }[] {
  const count = question.answers.length;
  return [
    ...(input.answer < count ? [] : [{ path: 'answer', message: 'validation.unknownAnswer' }]),
    ...(input.accepted.every((index) => index < count)
      ? []
      : [{ path: 'accepted', message: 'validation.unknownAnswer' }]),
  ];
}

export const compatibilityAnswerSchema = compatibilityAnswerInputSchema.extend({
  questionId: z.number().int(),
});
export type CompatibilityAnswer = z.infer<typeof compatibilityAnswerSchema>;

/** `GET /api/compatibility/answers`: the caller's own answers, never anyone else's. */
export const compatibilityAnswersSchema = z.object({
  answers: z.array(compatibilityAnswerSchema),
});
export type CompatibilityAnswers = z.infer<typeof compatibilityAnswersSchema>;
