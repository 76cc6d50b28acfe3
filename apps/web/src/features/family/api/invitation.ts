import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  invitationInfoSchema,
  type GuardianSignUp,
  type InvitationInfo,
} from '@vusal/shared/schemas/family';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { guardianQueryKey } from '../../../lib/query-client';
import { sessionQueryKey } from '../../../lib/session';

/** `POST /api/family/invitation`: whose invitation a link carries (the token stays in bodies). */
export async function getInvitation(token: string): Promise<InvitationInfo> {
  return invitationInfoSchema.parse(
    await apiFetch('/api/family/invitation', { method: 'POST', body: { token } }),
  );
}

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['family', 'invitation', token],
    queryFn: () => getInvitation(token!),
    enabled: token !== null,
    retry: false,
  });
}

/** A new guardian account that accepts and is signed in; the session is read again. */
export function useGuardianSignUp() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (input: GuardianSignUp) =>
      apiFetch<void>('/api/family/invitation/sign-up', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** The signed-in guardian account of the invited address accepts. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (token: string) =>
      apiFetch<void>('/api/family/invitation/accept', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [guardianQueryKey] }),
  });
}
