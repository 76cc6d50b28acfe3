import type { ResendConfirmationInput } from '@vusal/shared/schemas/account';
import { acceptedResponseSchema } from '@vusal/shared/schemas/session';
import { apiFetch } from './api-client';
import { useAppMutation } from './app-mutation';

/** Always 202, whether or not the address has an account or still needs confirming (SECURITY 5). */
export async function resendConfirmation(input: ResendConfirmationInput): Promise<void> {
  acceptedResponseSchema.parse(
    await apiFetch('/api/auth/resend-confirmation', { method: 'POST', body: input }),
  );
}

export function useResendConfirmation() {
  return useAppMutation({ mutationFn: resendConfirmation });
}
