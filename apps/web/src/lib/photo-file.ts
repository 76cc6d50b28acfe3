import { PROFILE_PHOTO } from '@vusal/shared/catalog/constants';

/** What the file picker offers: the MIME types and their usual extensions. */
export const photoAccept = [...PROFILE_PHOTO.mimeTypes, '.jpg', '.jpeg', '.png'].join(',');

export type PhotoProblem = 'validation.photoType' | 'validation.photoSize';

const acceptedTypes: readonly string[] = PROFILE_PHOTO.mimeTypes;
const acceptedExtension = /\.(jpe?g|png)$/i;

/** JPEG starts FF D8 FF; PNG with its 8-byte signature. */
function hasImageSignature(bytes: Uint8Array): boolean {
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const isPng = png.every((byte, index) => bytes[index] === byte);
  return isJpeg || isPng;
}

/**
 * The browser-side check of a profile photo (details.md section 5, photo dialog): JPG or PNG
 * by its type or name and by its first bytes, at most 5 MB. Returns the validation key of the
 * problem, or undefined. The server decides by the bytes again (SECURITY 21).
 */
export async function photoProblem(file: File): Promise<PhotoProblem | undefined> {
  const isDeclaredImage =
    acceptedTypes.includes(file.type) || (file.type === '' && acceptedExtension.test(file.name));
  if (!isDeclaredImage) return 'validation.photoType';
  if (file.size > PROFILE_PHOTO.maxBytes) return 'validation.photoSize';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!hasImageSignature(head)) return 'validation.photoType';
  return undefined;
}
