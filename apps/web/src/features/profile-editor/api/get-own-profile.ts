import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileSchema, type OwnProfile } from '@vusal/shared/schemas/profile';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * The key and the data shape (`OwnProfile | null`) are shared with features/profiles: both
 * features read and write this one cache entry, so a save here shows at once on /my-profile.
 */
export const ownProfileQueryKey = ['profile', 'me'] as const;

/** `GET /api/profiles/me`; null when the person has no profile yet (404). */
export async function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile | null> {
  try {
    return ownProfileSchema.parse(await apiFetch('/api/profiles/me', { signal })).profile;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export function ownProfileQueryOptions() {
  return queryOptions({
    queryKey: ownProfileQueryKey,
    queryFn: ({ signal }) => getOwnProfile(signal),
  });
}

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}
