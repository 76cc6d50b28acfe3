import { ownPhotosSchema, type OwnProfile } from '@vusal/shared/schemas/profile';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { useRefreshProfileAndPhotos } from './own-photos';
import { getOwnProfile } from '../../../lib/own-profile';

/**
 * `DELETE /api/profiles/me/photos/:photoId` of the photo shown first (decision 037): its row
 * and files are deleted; then the own profile, whose photos it changed.
 */
export async function removePhoto(): Promise<OwnProfile> {
  const { photos } = ownPhotosSchema.parse(await apiFetch('/api/profiles/me/photos'));
  const first = photos[0];
  if (first) {
    await apiFetch(`/api/profiles/me/photos/${encodeURIComponent(first.id)}`, {
      method: 'DELETE',
    });
  }
  return (await getOwnProfile())!;
}

export function useRemovePhoto() {
  const refresh = useRefreshProfileAndPhotos();
  return useAppMutation({ mutationFn: removePhoto, onSuccess: refresh });
}
