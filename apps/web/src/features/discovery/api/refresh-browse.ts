import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { discoveryKeys } from '../../../lib/discovery-keys';

/** `DELETE /api/passes`: Refresh at the end of the list brings the passed profiles back (D13). */
export async function clearPasses(): Promise<void> {
  await apiFetch('/api/passes', { method: 'DELETE' });
}

export function useRefreshBrowse() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: clearPasses,
    simulatedToast: nothingSentToast,
    onSuccess: () => queryClient.resetQueries({ queryKey: discoveryKeys.browse() }),
  });
}
