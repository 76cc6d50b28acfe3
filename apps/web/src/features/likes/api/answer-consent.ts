import { useQueryClient } from '@tanstack/react-query';
import { matchSchema, type MatchView } from '@vusal/shared/schemas/likes';
import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { likesKeys } from '../../../lib/likes-keys';
import { patchMatch } from '../../../lib/match-cache';
import { updateMatchMoment } from '../../../lib/match-moment';

/** `POST /api/matches/:matchId/consent`: my own answer, once (D14). */
export async function answerConsent(matchId: string, answer: boolean): Promise<MatchView> {
  return matchSchema.parse(
    await apiFetch(`/api/matches/${encodeURIComponent(matchId)}/consent`, {
      method: 'POST',
      body: { answer },
    }),
  );
}

export function useAnswerConsent() {
  const queryClient = useQueryClient();
  return useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: ({ matchId, answer }: { matchId: string; answer: boolean }) =>
      answerConsent(matchId, answer),
    onSuccess: (match) => {
      patchMatch(queryClient, match);
      updateMatchMoment(match);
      void queryClient.invalidateQueries({ queryKey: likesKeys.relations() });
    },
    // Already answered (another tab, another device): the list shows the stored answer.
    onError: () => void queryClient.invalidateQueries({ queryKey: likesKeys.matches() }),
  });
}
