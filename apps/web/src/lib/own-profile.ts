import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownProfileSchema, type OwnProfile } from '@vusal/shared/schemas/profile';
import { useCallback } from 'react';
import { ApiError, apiFetch } from './api-client';
import { sessionQueryKey } from './session';

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

/**
 * The one cache policy after a write of the own profile (create, edit, photo): the answer is
 * the new profile, so it goes straight into the cache (no flash of the old one); every cached
 * profile view (one may be the person's own) is marked stale, and the session (it carries the
 * name and the profile status) is refetched in the background.
 */
export function useRefreshOwnProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: OwnProfile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      // Not awaited: the person should not wait for the session to come back to see the result.
      void queryClient.invalidateQueries({ queryKey: ['profile'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    [queryClient],
  );
}
