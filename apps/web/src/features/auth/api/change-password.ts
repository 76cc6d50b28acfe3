import { useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@vusal/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { sessionQueryKey } from '../../../lib/session';

export { changePasswordSchema, type ChangePasswordInput } from '@vusal/shared/schemas/account';

/** 204: changed, the account's other sessions ended (D9). 400 CURRENT_PASSWORD_INVALID, 401. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiFetch<void>('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: changePassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
