import { z } from '../zod';
import { questionTopics } from '../compatibility/question-types';

/*
 * What cards and profiles show of compatibility, apart from the answer schemas
 * (compatibility.ts): those need the question catalogue, which the profile and discovery
 * schemas every signed-in page loads must not pull in (P9).
 */

/** A reason in words (reasons.ts): an i18n key and the topics it names, never an answer. */
export const compatibilityReasonSchema = z.object({
  key: z.enum(['compatibility.reasons.agree', 'compatibility.reasons.differ']),
  params: z.object({ topics: z.array(z.enum(questionTopics)) }),
});

/**
 * What a card or a profile shows of two members' compatibility (issue 27, item 4): the match
 * percentage and up to two reasons by topic. Null (on the card or profile) below five shared
 * questions.
 */
export const compatibilityMatchSchema = z.object({
  percent: z.number().int().min(0).max(100),
  reasons: z.array(compatibilityReasonSchema),
});
export type CompatibilityMatch = z.infer<typeof compatibilityMatchSchema>;
