import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileViewSchema, type ProfileView } from '@vusal/shared/schemas/profile';
import { apiFetch } from '../../../lib/api-client';
import { profileViewQueryKey } from './query-keys';

export type { FullProfile, ProfilePreview, ProfileView } from '@vusal/shared/schemas/profile';

/**
 * `GET /api/profiles/:id` (a user id, or a demo profile's id): the full profile after a mutual
 * match, else the preview (SECURITY 12). 404 NOT_FOUND when missing or hidden; 403
 * PROFILE_PENDING while the viewer's own profile is not approved.
 */
export async function getProfile(id: string, signal?: AbortSignal): Promise<ProfileView> {
  return profileViewSchema.parse(
    await apiFetch(`/api/profiles/${encodeURIComponent(id)}`, { signal }),
  );
}

export function profileQueryOptions(id: string) {
  return queryOptions({
    queryKey: profileViewQueryKey(id),
    queryFn: ({ signal }) => getProfile(id, signal),
  });
}

export function useProfile(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(id), enabled: options.enabled ?? true });
}
