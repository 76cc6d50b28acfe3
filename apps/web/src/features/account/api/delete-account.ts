import { useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@vusal/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { forgetSignedInUser } from '../../../lib/forget-signed-in';

export { deleteAccountSchema, type DeleteAccountInput } from '@vusal/shared/schemas/account';

/** 204: deactivated, hidden, every session and socket ended, the cookie cleared (S8). */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiFetch<void>('/api/account/delete', { method: 'POST', body: input });
}

/**
 * The session and everything else cached about the person are removed, not refetched: the
 * page being left must not re-render as a visitor's before the navigation to `/` completes.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: deleteAccount,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
