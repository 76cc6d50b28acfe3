import { compatibilityReasons } from '@vusal/shared/compatibility/reasons';
import { matchPercentage } from '@vusal/shared/compatibility/score';
import type { CompatibilityMatch } from '@vusal/shared/schemas/compatibility-match';
import type { CompatibilityRepository } from './compatibility.repository';
import { scoredAnswers } from './compatibility-vector';

/**
 * Issue 27, item 4: what the viewer is shown of their match with other members, computed by the
 * shared `score.ts` and `reasons.ts` from the scored answers of both. Reasons name topics only
 * and leave sensitive questions out; the other member's answers never leave the server.
 */
export function createCompatibilityMatches(repository: CompatibilityRepository) {
  return {
    /** By the other member's user id; null below five shared questions. */
    async between(
      viewerId: string,
      otherIds: readonly string[],
    ): Promise<Map<string, CompatibilityMatch | null>> {
      const answers = await repository.answersOfMany([viewerId, ...otherIds]);
      const mine = scoredAnswers(answers.get(viewerId) ?? []);
      return new Map(
        otherIds.map((otherId) => {
          const theirs = scoredAnswers(answers.get(otherId) ?? []);
          const percent = matchPercentage(mine, theirs);
          const match =
            percent === null ? null : { percent, reasons: compatibilityReasons(mine, theirs) };
          return [otherId, match];
        }),
      );
    },

    /** The viewer's packed answers (decision 030), or undefined when nothing is scored yet. */
    vectorOf: (viewerId: string) => repository.vectorOf(viewerId),
  };
}

export type CompatibilityMatches = ReturnType<typeof createCompatibilityMatches>;
