import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/passes` (D13): stored, so the person stays away for 30 days or until Refresh. */
export async function passMember(userId: string): Promise<void> {
  await apiFetch('/api/passes', { method: 'POST', body: { userId } });
}

export function usePassMember() {
  return useMutation({ mutationFn: passMember });
}
