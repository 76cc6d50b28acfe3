import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileSchema, type OwnProfile } from '@vusal/shared/schemas/profile';
import { ApiError, apiFetch } from './api-client';

/**
 * The signed-in person's own profile, read by several features (my profile, the editor, the
 * profile view): one query, one cache entry, so a save anywhere shows everywhere at once.
 */
export const ownProfileQueryKey = ['profile', 'me'] as const;

/** `GET /api/profiles/me`: the signed-in person's profile, or null when they have none yet (404). */
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

/** The own profile: `data` is null when none exists yet (spec: "Profil məlumatları tapılmadı"). */
export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}
