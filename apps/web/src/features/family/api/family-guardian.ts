import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  familyGuardianResponseSchema,
  familyGuardianSchema,
  type FamilyGuardian,
  type FamilyInvite,
  type FamilyScopesUpdate,
} from '@vusal/shared/schemas/family';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';

const path = '/api/family/guardian';
export const familyGuardianKey = ['family', 'guardian'] as const;

/** `GET /api/family/guardian`: the member's invitation or guardian, or null (decision 050). */
export async function getFamilyGuardian(signal?: AbortSignal): Promise<FamilyGuardian | null> {
  return familyGuardianResponseSchema.parse(await apiFetch(path, { signal })).guardian;
}

export function familyGuardianQueryOptions() {
  return queryOptions({
    queryKey: familyGuardianKey,
    queryFn: ({ signal }) => getFamilyGuardian(signal),
  });
}

export function useFamilyGuardian() {
  return useQuery(familyGuardianQueryOptions());
}

/** Each change answers the row as it is now; the cache takes it as is. */
function useGuardianMutation<T>(call: (input: T) => Promise<FamilyGuardian | null>) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: call,
    onSuccess: (guardian) => queryClient.setQueryData(familyGuardianKey, guardian),
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyGuardianKey }),
  });
}

/** `POST`: invites a relative; 409 when an invitation or guardian exists. */
export function useInviteGuardian() {
  return useGuardianMutation(async (input: FamilyInvite) =>
    familyGuardianSchema.parse(await apiFetch(path, { method: 'POST', body: input })),
  );
}

/** `PATCH`: a scope or the sharing choice. */
export function useUpdateGuardian() {
  return useGuardianMutation(async (input: FamilyScopesUpdate) =>
    familyGuardianSchema.parse(await apiFetch(path, { method: 'PATCH', body: input })),
  );
}

/** `DELETE`: cancels the invitation or ends the guardianship, at once. */
export function useEndGuardian() {
  return useGuardianMutation(async () => {
    await apiFetch<void>(path, { method: 'DELETE' });
    return null;
  });
}
