import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { discoveryKeys } from '../../../lib/discovery-keys';
import { likesKeys } from '../../../lib/likes-keys';
import { refreshAfterMatchChange } from '../../../lib/match-cache';

/** `POST /api/blocks`: both people disappear from each other's pages, server-side (S2). */
export async function blockMember(userId: string): Promise<void> {
  await apiFetch('/api/blocks', { method: 'POST', body: { userId } });
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: blockMember,
    onSuccess: () => {
      refreshAfterMatchChange(queryClient);
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
      void queryClient.invalidateQueries({ queryKey: likesKeys.badges() });
    },
  });
}
