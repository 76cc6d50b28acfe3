import { PROFILE_PHOTO } from '@vusal/shared/catalog/constants';

const acceptedTypes: readonly string[] = PROFILE_PHOTO.mimeTypes;

/** What the file picker offers: the MIME types and their usual extensions. */
export const photoAccept = [...PROFILE_PHOTO.mimeTypes, '.jpg', '.jpeg', '.png'].join(',');

/**
 * The browser-side check of a profile photo (details.md section 5, photo dialog). Returns the
 * validation key of the problem, or undefined. The server checks the bytes again.
 */
export function photoProblem(
  file: File,
): 'validation.photoType' | 'validation.photoSize' | undefined {
  if (!acceptedTypes.includes(file.type)) return 'validation.photoType';
  if (file.size > PROFILE_PHOTO.maxBytes) return 'validation.photoSize';
  return undefined;
}
