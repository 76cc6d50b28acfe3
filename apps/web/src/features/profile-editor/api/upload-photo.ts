import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { apiUpload, type UploadProgress } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { useRefreshProfileAndPhotos } from './own-photos';
import { getOwnProfile } from '../../../lib/own-profile';

type UploadPhotoInput = { file: File; onProgress?: UploadProgress };

/**
 * `POST /api/profiles/me/photos`, multipart with the one field `photo`, with upload progress;
 * then the own profile, whose photos it changed. The server decides the type by the bytes and
 * re-encodes (decision 037).
 */
export async function uploadPhoto({ file, onProgress }: UploadPhotoInput): Promise<OwnProfile> {
  const body = new FormData();
  body.append('photo', file, file.name);
  await apiUpload('/api/profiles/me/photos', { method: 'POST', body, onProgress });
  return (await getOwnProfile())!;
}

export function useUploadPhoto() {
  const refresh = useRefreshProfileAndPhotos();
  return useAppMutation({ mutationFn: uploadPhoto, onSuccess: refresh });
}
