import { useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@vusal/shared/schemas/profile-input';
import { ownProposalAnswerSchema, type OwnProposal } from '@vusal/shared/schemas/profile-proposals';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { guardianProfileKey } from './get-guardian-profile';

const proposalsPath = (memberId: string) =>
  `/api/guardian/members/${encodeURIComponent(memberId)}/profile-proposals`;

/** `POST …/profile-proposals`: the member's own edit's body, waiting for the member. */
export async function proposeChanges(
  memberId: string,
  changes: ProfileUpdateInput,
): Promise<OwnProposal> {
  const body = await apiFetch(proposalsPath(memberId), { method: 'POST', body: changes });
  return ownProposalAnswerSchema.parse(body).proposal;
}

/** `POST …/profile-proposals/photo`, multipart with the one field `photo`. */
export async function proposePhoto(memberId: string, file: File): Promise<OwnProposal> {
  const body = new FormData();
  body.append('photo', file, file.name);
  const answer = await apiFetch(`${proposalsPath(memberId)}/photo`, { method: 'POST', body });
  return ownProposalAnswerSchema.parse(answer).proposal;
}

/** `POST …/profile-proposals/:id/withdraw`. */
export async function withdrawProposal(memberId: string, id: string): Promise<OwnProposal> {
  const body = await apiFetch(`${proposalsPath(memberId)}/${id}/withdraw`, { method: 'POST' });
  return ownProposalAnswerSchema.parse(body).proposal;
}

export function useProposeChanges(memberId: string) {
  const queryClient = useQueryClient();
  const settle = () =>
    void queryClient.invalidateQueries({ queryKey: guardianProfileKey(memberId) });
  const propose = useAppMutation({
    mutationFn: (changes: ProfileUpdateInput) => proposeChanges(memberId, changes),
    onSuccess: settle,
  });
  const proposeAPhoto = useAppMutation({
    mutationFn: (file: File) => proposePhoto(memberId, file),
    onSuccess: settle,
  });
  const withdraw = useAppMutation({
    mutationFn: (id: string) => withdrawProposal(memberId, id),
    onSettled: settle,
  });
  return { propose, proposeAPhoto, withdraw };
}
