import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  compatibilityAnswerSchema,
  compatibilityAnswersSchema,
  type CompatibilityAnswer,
} from '@vusal/shared/schemas/compatibility';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';

export type { CompatibilityAnswer } from '@vusal/shared/schemas/compatibility';

export const compatibilityAnswersKey = ['compatibility', 'answers'] as const;

/** `GET /api/compatibility/answers`: the member's own answers (issue 27). */
export async function getAnswers(signal?: AbortSignal): Promise<CompatibilityAnswer[]> {
  const body = await apiFetch('/api/compatibility/answers', { signal });
  return compatibilityAnswersSchema.parse(body).answers;
}

export function useAnswers() {
  return useQuery(
    queryOptions({
      queryKey: compatibilityAnswersKey,
      queryFn: ({ signal }) => getAnswers(signal),
    }),
  );
}

/** `PUT` saves one answer, `DELETE` clears it (skipped): progress is kept at every question. */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async ({
      questionId,
      answer,
    }: {
      questionId: number;
      answer: Omit<CompatibilityAnswer, 'questionId'> | null;
    }) => {
      const url = `/api/compatibility/answers/${questionId}`;
      if (answer === null) {
        await apiFetch(url, { method: 'DELETE' });
        return null;
      }
      return compatibilityAnswerSchema.parse(await apiFetch(url, { method: 'PUT', body: answer }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: compatibilityAnswersKey }),
  });
}
