import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  guardianProfileSchema,
  type GuardianProfile,
} from '@vusal/shared/schemas/profile-proposals';
import { apiFetch } from '../../../lib/api-client';
import { guardianQueryKey } from '../../../lib/query-client';

export const guardianProfileKey = (memberId: string) =>
  [guardianQueryKey, 'members', memberId, 'profile'] as const;

/** `GET /api/guardian/members/:memberId/profile`: the form's start and the relative's list. */
export async function getGuardianProfile(
  memberId: string,
  signal?: AbortSignal,
): Promise<GuardianProfile> {
  return guardianProfileSchema.parse(
    await apiFetch(`/api/guardian/members/${encodeURIComponent(memberId)}/profile`, { signal }),
  );
}

export function useGuardianProfile(memberId: string) {
  return useQuery(
    queryOptions({
      queryKey: guardianProfileKey(memberId),
      queryFn: ({ signal }) => getGuardianProfile(memberId, signal),
      // 403 and 404 are answers (not allowed, not followed), not failures to retry.
      retry: false,
    }),
  );
}
