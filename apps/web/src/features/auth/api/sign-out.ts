import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { forgetSignedInUser } from '../../../lib/forget-signed-in';

export async function signOut(): Promise<void> {
  await apiFetch<void>('/api/auth/sign-out', { method: 'POST' });
}

/** The caller navigates to the landing of the current language (D12) in `onSuccess`. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: signOut,
    endsSession: true,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
