import { useMutation } from '@tanstack/react-query';
import { ownProfileSchema, type OwnProfile } from '@vusal/shared/schemas/profile';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshOwnProfile } from './refresh-own-profile';

/** `DELETE /api/profiles/me/photo`: the row forgets the photo and its files are deleted. */
export async function removePhoto(): Promise<OwnProfile> {
  const body = await apiFetch('/api/profiles/me/photo', { method: 'DELETE' });
  return ownProfileSchema.parse(body).profile;
}

export function useRemovePhoto() {
  const refresh = useRefreshOwnProfile();
  return useMutation({ mutationFn: removePhoto, onSuccess: refresh });
}
