import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { dropMatch, refreshAfterMatchChange } from '../../../lib/match-cache';

/** `DELETE /api/matches/:matchId`: the match disappears for both; they do not meet again. */
export async function unmatch(matchId: string): Promise<void> {
  await apiFetch(`/api/matches/${encodeURIComponent(matchId)}`, { method: 'DELETE' });
}

export function useUnmatch() {
  const queryClient = useQueryClient();
  return useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: unmatch,
    onSuccess: (_, matchId) => {
      dropMatch(queryClient, matchId);
      refreshAfterMatchChange(queryClient);
    },
  });
}
