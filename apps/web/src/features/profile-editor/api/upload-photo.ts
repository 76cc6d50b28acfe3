import { ownProfileSchema, type OwnProfile } from '@vusal/shared/schemas/profile';
import { apiUpload, type UploadProgress } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { useRefreshOwnProfile } from '../../../lib/own-profile';

type UploadPhotoInput = { file: File; onProgress?: UploadProgress };

/**
 * `PUT /api/profiles/me/photo`, multipart with the one field `photo`, with upload progress.
 * The server decides the type by the bytes and re-encodes.
 */
export async function uploadPhoto({ file, onProgress }: UploadPhotoInput): Promise<OwnProfile> {
  const body = new FormData();
  body.append('photo', file, file.name);
  const answer = await apiUpload('/api/profiles/me/photo', { method: 'PUT', body, onProgress });
  return ownProfileSchema.parse(answer).profile;
}

export function useUploadPhoto() {
  const refresh = useRefreshOwnProfile();
  return useAppMutation({ mutationFn: uploadPhoto, onSuccess: refresh });
}
