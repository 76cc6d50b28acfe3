import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';

/** `DELETE /api/passes/:userId` (issue 22): takes back the member's newest pass. */
export async function undoPass(userId: string): Promise<void> {
  await apiFetch(`/api/passes/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useUndoPass() {
  return useAppMutation({ mutationFn: undoPass, simulatedToast: nothingSentToast });
}
