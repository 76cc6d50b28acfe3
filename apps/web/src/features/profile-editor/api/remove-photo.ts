import { ownProfileSchema, type OwnProfile } from '@vusal/shared/schemas/profile';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { useRefreshOwnProfile } from '../../../lib/own-profile';

/** `DELETE /api/profiles/me/photo`: the row forgets the photo and its files are deleted. */
export async function removePhoto(): Promise<OwnProfile> {
  const body = await apiFetch('/api/profiles/me/photo', { method: 'DELETE' });
  return ownProfileSchema.parse(body).profile;
}

export function useRemovePhoto() {
  const refresh = useRefreshOwnProfile();
  return useAppMutation({ mutationFn: removePhoto, onSuccess: refresh });
}
