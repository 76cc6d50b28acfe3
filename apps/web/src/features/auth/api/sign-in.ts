import { useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@vusal/shared/schemas/account';
import { sessionResponseSchema, type SessionResponse } from '@vusal/shared/schemas/session';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { sessionQueryKey } from '../../../lib/session';

export { signInSchema, type SignInInput } from '@vusal/shared/schemas/account';

/** 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED / ACCOUNT_DEACTIVATED, 409 ACCOUNT_DELETED, 429. */
export async function signIn(input: SignInInput): Promise<SessionResponse> {
  const answer = await apiFetch('/api/auth/sign-in', { method: 'POST', body: input });
  return sessionResponseSchema.parse(answer);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
