/** The compatibility questions' shape (issue 27); the questions themselves are in `questions/`. */

export const questionTopics = [
  'faith',
  'values',
  'children',
  'family',
  'parents',
  'relocation',
  'work',
  'money',
  'roles',
  'habits',
] as const;
export type QuestionTopic = (typeof questionTopics)[number];

export type Localized = { en: string; az: string; ru: string };

export type CompatibilityQuestion = {
  /**
   * Never changes meaning and is never reused: stored answers point at it. A question whose
   * wording or answers change in meaning is a new question with a new id.
   */
  id: number;
  topic: QuestionTopic;
  /** Faith and alcohol: answers never shown to anyone, scored only with the member's consent. */
  sensitive: boolean;
  text: Localized;
  /** 2–5 answers; an answer is stored as its index here, so the order never changes either. */
  answers: readonly Localized[];
};
