import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownPhotosSchema, type OwnPhotos, type OwnProfile } from '@vusal/shared/schemas/profile';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { ownProfileQueryKey, useRefreshOwnProfile } from '../../../lib/own-profile';

/** Decision 037: the member's own photos, waiting ones included, in their order. */
export const ownPhotosQueryKey = [...ownProfileQueryKey, 'photos'] as const;

/** `GET /api/profiles/me/photos`. */
export async function getOwnPhotos(signal?: AbortSignal): Promise<OwnPhotos> {
  return ownPhotosSchema.parse(await apiFetch('/api/profiles/me/photos', { signal }));
}

export function useOwnPhotos() {
  return useQuery(
    queryOptions({ queryKey: ownPhotosQueryKey, queryFn: ({ signal }) => getOwnPhotos(signal) }),
  );
}

/**
 * After any change of the set: the answer is the new set; the own profile (its main photo,
 * `pendingReview`) is read again.
 */
export function useRefreshOwnPhotos() {
  const queryClient = useQueryClient();
  return useCallback(
    (photos?: OwnPhotos) => {
      if (photos) queryClient.setQueryData(ownPhotosQueryKey, photos);
      else void queryClient.invalidateQueries({ queryKey: ownPhotosQueryKey });
      void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey, exact: true });
    },
    [queryClient],
  );
}

/**
 * After an upload or a removal, which answer with the own profile: it goes into the cache by the
 * own profile's one policy, and the set is read again (it is not in the answer).
 */
export function useRefreshProfileAndPhotos() {
  const refreshProfile = useRefreshOwnProfile();
  const queryClient = useQueryClient();
  return useCallback(
    (profile: OwnProfile) => {
      refreshProfile(profile);
      void queryClient.invalidateQueries({ queryKey: ownPhotosQueryKey });
    },
    [refreshProfile, queryClient],
  );
}

export type PhotoChange =
  | { kind: 'order'; ids: string[] }
  | { kind: 'main'; photoId: string }
  | { kind: 'delete'; photoId: string };

/** `PUT …/order`, `POST …/:photoId/main` or `DELETE …/:photoId` of `/api/profiles/me/photos`. */
export async function changePhotos(change: PhotoChange): Promise<OwnPhotos> {
  const base = '/api/profiles/me/photos';
  const answer =
    change.kind === 'order'
      ? await apiFetch(`${base}/order`, { method: 'PUT', body: { ids: change.ids } })
      : change.kind === 'main'
        ? await apiFetch(`${base}/${encodeURIComponent(change.photoId)}/main`, { method: 'POST' })
        : await apiFetch(`${base}/${encodeURIComponent(change.photoId)}`, { method: 'DELETE' });
  return ownPhotosSchema.parse(answer);
}

export function useChangePhotos() {
  const refresh = useRefreshOwnPhotos();
  return useAppMutation({ mutationFn: changePhotos, onSuccess: refresh });
}
