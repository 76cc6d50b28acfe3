import type { ForgotPasswordInput } from '@vusal/shared/schemas/account';
import { acceptedResponseSchema } from '@vusal/shared/schemas/session';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';

export { forgotPasswordSchema, type ForgotPasswordInput } from '@vusal/shared/schemas/account';

/** Always 202, whether or not the address has an account (SECURITY 5). */
export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  acceptedResponseSchema.parse(
    await apiFetch('/api/auth/forgot-password', { method: 'POST', body: input }),
  );
}

export function useForgotPassword() {
  return useAppMutation({ mutationFn: forgotPassword });
}
