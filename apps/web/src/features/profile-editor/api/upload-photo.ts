import { ownPhotosSchema, type OwnPhoto, type OwnProfile } from '@vusal/shared/schemas/profile';
import { apiUpload, type UploadProgress } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { useRefreshProfileAndPhotos } from './own-photos';
import { getOwnProfile } from '../../../lib/own-profile';

type UploadPhotoInput = { file: File; onProgress?: UploadProgress };

/** The own profile after the upload, and the photo it added (its state says whether it waits). */
export type UploadedPhoto = { profile: OwnProfile; added: OwnPhoto | undefined };

/**
 * `POST /api/profiles/me/photos`, multipart with the one field `photo`, with upload progress;
 * then the own profile, whose photos it changed. The server decides the type by the bytes and
 * re-encodes (decision 037); the new photo comes last in the answer's order.
 */
export async function uploadPhoto({ file, onProgress }: UploadPhotoInput): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('photo', file, file.name);
  const answer = ownPhotosSchema.parse(
    await apiUpload('/api/profiles/me/photos', { method: 'POST', body, onProgress }),
  );
  return { profile: (await getOwnProfile())!, added: answer.photos.at(-1) };
}

export function useUploadPhoto() {
  const refresh = useRefreshProfileAndPhotos();
  return useAppMutation({
    mutationFn: uploadPhoto,
    onSuccess: ({ profile }) => refresh(profile),
  });
}
