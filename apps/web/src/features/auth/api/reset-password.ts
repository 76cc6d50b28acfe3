import { useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@vusal/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { sessionQueryKey } from '../../../lib/session';

export { resetPasswordSchema, type ResetPasswordInput } from '@vusal/shared/schemas/account';

/** 204: the password is set and every session of the account has ended. 400 INVALID_TOKEN. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiFetch<void>('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: resetPassword,
    // Every session of the account ended: no page may believe this browser is still signed in.
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, { user: null });
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'all' });
    },
  });
}
