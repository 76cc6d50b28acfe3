import { useQueryClient } from '@tanstack/react-query';
import {
  acceptedProposalSchema,
  type AcceptedProposal,
} from '@vusal/shared/schemas/profile-proposals';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { ownProfileQueryKey } from '../../../lib/own-profile';
import { profileProposalsKey } from '../../../lib/profile-proposals';

/** `POST /api/profile-proposals/:id/accept`: applies what the member did not change since. */
export async function acceptProposal(id: string): Promise<AcceptedProposal> {
  return acceptedProposalSchema.parse(
    await apiFetch(`/api/profile-proposals/${id}/accept`, { method: 'POST' }),
  );
}

/** `POST /api/profile-proposals/:id/decline`. */
export async function declineProposal(id: string): Promise<void> {
  await apiFetch(`/api/profile-proposals/${id}/decline`, { method: 'POST' });
}

/** Accept or decline; either way the list, the markers and the own profile are read again. */
export function useDecideProposal() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: profileProposalsKey });
  const accept = useAppMutation({
    mutationFn: acceptProposal,
    onSettled: () => {
      void settle();
      void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
    },
  });
  const decline = useAppMutation({ mutationFn: declineProposal, onSettled: () => void settle() });
  return { accept, decline };
}
