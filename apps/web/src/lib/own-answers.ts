import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  compatibilityAnswersSchema,
  type CompatibilityAnswer,
} from '@vusal/shared/schemas/compatibility';
import { apiFetch } from './api-client';

/**
 * The member's own compatibility answers, read by the questions screen and by every place a
 * match percentage would show (issue 37, item 2: how many answers are still needed), so one
 * query and one cache entry below the features.
 */
export const ownAnswersQueryKey = ['compatibility', 'answers'] as const;

/** `GET /api/compatibility/answers`: the member's own answers (issue 27). */
export async function getOwnAnswers(signal?: AbortSignal): Promise<CompatibilityAnswer[]> {
  const body = await apiFetch('/api/compatibility/answers', { signal });
  return compatibilityAnswersSchema.parse(body).answers;
}

export function ownAnswersQueryOptions() {
  return queryOptions({
    queryKey: ownAnswersQueryKey,
    queryFn: ({ signal }) => getOwnAnswers(signal),
  });
}

export function useOwnAnswers() {
  return useQuery(ownAnswersQueryOptions());
}

/**
 * How many of the member's answers enter the score: a private one only with their consent (the
 * server stores every other answer as scored). Undefined while they load, or when not `enabled`.
 */
export function useScoredAnswerCount({ enabled = true } = {}): number | undefined {
  return useQuery({
    ...ownAnswersQueryOptions(),
    enabled,
    select: (answers) => answers.filter((answer) => answer.useInScore).length,
  }).data;
}
