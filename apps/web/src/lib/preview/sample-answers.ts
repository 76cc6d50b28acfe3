import {
  compatibilityReasons,
  type CompatibilityReason,
} from '@vusal/shared/compatibility/reasons';
import {
  matchPercentage,
  type Answers,
  type Importance,
  type QuestionAnswer,
} from '@vusal/shared/compatibility/score';
import type { CompatibilityAnswer } from '@vusal/shared/schemas/compatibility';
import { previewProfiles } from './sample-data';

/**
 * Sample compatibility answers of admin preview mode (issue 27, item 6): the previewing
 * admin's own, which /questions shows as saved, and the three sample profiles', from which the
 * sample scores are worked out with the shared scoring. Only questions that are not sensitive,
 * so the samples show the reasons in full. None of it exists on the server.
 */
type Sample = [questionId: number, answer: number, accepted: number[], importance: Importance];

const own: Sample[] = [
  [7, 2, [0, 1, 2], 'somewhat'],
  [12, 0, [0, 3], 'very'],
  [13, 1, [1, 2, 3], 'somewhat'],
  [17, 0, [0, 2, 3], 'very'],
  [18, 1, [0, 1], 'somewhat'],
  [24, 1, [0, 1], 'aLittle'],
  [25, 2, [1, 2], 'very'],
  [27, 0, [0, 2], 'somewhat'],
  [30, 1, [0, 1], 'somewhat'],
  [36, 0, [0, 3], 'very'],
];

/** By sample profile: one who agrees on nearly everything, one who differs on work and moving,
 * and one with too few questions in common for a percentage. */
const theirs: Sample[][] = [
  [
    [7, 0, [0, 1, 2], 'somewhat'],
    [12, 0, [0], 'very'],
    [13, 1, [1, 2], 'somewhat'],
    [17, 0, [0, 3], 'very'],
    [18, 1, [1, 2], 'aLittle'],
    [24, 2, [0, 1, 2], 'aLittle'],
    [25, 2, [2], 'very'],
    [27, 0, [0], 'very'],
    [30, 1, [1], 'somewhat'],
    [36, 0, [0], 'mandatory'],
  ],
  [
    [7, 4, [0, 2, 4], 'somewhat'],
    [12, 0, [0, 3], 'very'],
    [13, 2, [1, 2, 3], 'somewhat'],
    [17, 2, [0, 1, 2], 'somewhat'],
    [18, 0, [0, 1], 'somewhat'],
    [24, 2, [2], 'very'],
    [25, 0, [0, 1], 'very'],
    [27, 3, [3], 'very'],
    [30, 0, [0], 'somewhat'],
    [36, 0, [0, 3], 'somewhat'],
  ],
  [
    [12, 1, [0, 1], 'somewhat'],
    [36, 0, [0, 1], 'aLittle'],
    [40, 0, [0, 1], 'aLittle'],
  ],
];

const toAnswers = (samples: Sample[]): Answers =>
  new Map(
    samples.map(([id, answer, accepted, importance]): [number, QuestionAnswer] => [
      id,
      { answer, accepted, importance },
    ]),
  );

/** What `GET /api/compatibility/answers` answers in preview: the admin's sample answers. */
export const previewOwnAnswers: readonly CompatibilityAnswer[] = own.map(
  ([questionId, answer, accepted, importance]) => ({
    questionId,
    answer,
    accepted,
    importance,
    useInScore: true,
  }),
);

export type PreviewScore = {
  name: string;
  /** Null below five shared questions, as on a real card. */
  percentage: number | null;
  reasons: CompatibilityReason[];
};

/** The admin's sample match with each sample profile, with its reasons. */
export function previewScores(): PreviewScore[] {
  const mine = toAnswers(own);
  return previewProfiles.map((profile, index) => {
    const other = toAnswers(theirs[index] ?? []);
    return {
      name: profile.fullName,
      percentage: matchPercentage(mine, other),
      reasons: compatibilityReasons(mine, other),
    };
  });
}
