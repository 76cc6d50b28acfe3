import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { discoveryKeys } from '../../../lib/discovery-keys';
import { likesKeys } from '../../../lib/likes-keys';
import { refreshAfterMatchChange } from '../../../lib/match-cache';

/** `POST /api/blocks`: both people disappear from each other's pages, server-side (S2). */
export async function blockMember(userId: string): Promise<void> {
  await apiFetch('/api/blocks', { method: 'POST', body: { userId } });
}

/** After a block (alone, or with a report): the lists it changed are read again. */
export function useRefreshAfterBlock() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    refreshAfterMatchChange(queryClient);
    void queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
    void queryClient.invalidateQueries({ queryKey: likesKeys.badges() });
  }, [queryClient]);
}

export function useBlockMember() {
  const refresh = useRefreshAfterBlock();
  return useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: blockMember,
    onSuccess: refresh,
  });
}
