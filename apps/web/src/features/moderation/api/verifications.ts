import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminVerificationsSchema,
  type AdminVerifications,
  type VerificationRejectionInput,
} from '@vusal/shared/schemas/verification';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { staffKeys } from '../../../lib/staff-keys';

export type { AdminVerification } from '@vusal/shared/schemas/verification';

/** `GET /api/admin/verifications`: selfies waiting for a moderator, oldest first (decision 031). */
export async function getVerifications(signal?: AbortSignal): Promise<AdminVerifications> {
  return adminVerificationsSchema.parse(await apiFetch('/api/admin/verifications', { signal }));
}

export function useVerifications() {
  return useQuery(
    queryOptions({
      queryKey: staffKeys.verifications,
      queryFn: ({ signal }) => getVerifications(signal),
    }),
  );
}

export type VerificationDecision =
  { id: string; approve: true } | ({ id: string; approve: false } & VerificationRejectionInput);

/** `POST /api/admin/verifications/:id/approve|reject`: a reason (and a note) with a rejection. */
export async function decideVerification(input: VerificationDecision): Promise<void> {
  const path = `/api/admin/verifications/${encodeURIComponent(input.id)}`;
  await apiFetch(input.approve ? `${path}/approve` : `${path}/reject`, {
    method: 'POST',
    body: input.approve
      ? {}
      : { reason: input.reason, ...(input.note ? { note: input.note } : {}) },
  });
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: decideVerification,
    // The audit log and the member lists change with a decision too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
