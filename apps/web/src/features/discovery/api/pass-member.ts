import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';

/** `POST /api/passes` (D13): stored, so the person stays away for 30 days or until Refresh. */
export async function passMember(userId: string): Promise<void> {
  await apiFetch('/api/passes', { method: 'POST', body: { userId } });
}

export function usePassMember() {
  return useAppMutation({ mutationFn: passMember, simulatedToast: nothingSentToast });
}
