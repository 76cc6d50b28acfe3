import { useQueryClient } from '@tanstack/react-query';
import {
  compatibilityAnswerSchema,
  type CompatibilityAnswer,
} from '@vusal/shared/schemas/compatibility';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { discoveryKeys } from '../../../lib/discovery-keys';
import { ownAnswersQueryKey } from '../../../lib/own-answers';

export type { CompatibilityAnswer } from '@vusal/shared/schemas/compatibility';

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
    onSettled: () => {
      // The percentages on cards and profiles may show now (issue 37, item 2): read them again.
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['profile'], refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: ownAnswersQueryKey });
    },
  });
}
