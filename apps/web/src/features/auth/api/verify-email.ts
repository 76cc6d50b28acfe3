import { useQueryClient } from '@tanstack/react-query';
import { verifyEmailResponseSchema } from '@vusal/shared/schemas/session';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { sessionQueryKey } from '../../../lib/session';

export { verifyEmailSchema } from '@vusal/shared/schemas/account';

export type VerifyEmailResult = z.infer<typeof verifyEmailResponseSchema>;

/** `signedIn`: this browser made the sign-up and now holds a session. 400 INVALID_TOKEN. */
export async function verifyEmail(token: string): Promise<VerifyEmailResult> {
  const answer = await apiFetch('/api/auth/verify-email', { method: 'POST', body: { token } });
  return verifyEmailResponseSchema.parse(answer);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: verifyEmail,
    // Refetched before the mutation settles, so the dashboard guard never sees a stale visitor.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'all' }),
  });
}
