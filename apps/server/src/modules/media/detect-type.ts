import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors/app-error';

export const extensionByMime = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;

export type AcceptedMime = keyof typeof extensionByMime;
export type ImageMime = Exclude<AcceptedMime, 'application/pdf'>;

function isAccepted(mime: string): mime is AcceptedMime {
  return Object.hasOwn(extensionByMime, mime);
}

/**
 * The type of an upload, decided from its bytes alone: the file name and the declared type are
 * the sender's claims and are never consulted. Anything outside `allowed` is 415.
 */
export async function detectType(bytes: Buffer, allowed: readonly string[]): Promise<AcceptedMime> {
  const detected = await fileTypeFromBuffer(bytes);
  // An animated PNG is a PNG: its first frame is what every PNG decoder, sharp included, reads.
  const mime = detected?.mime === 'image/apng' ? 'image/png' : detected?.mime;
  if (!mime || !isAccepted(mime) || !allowed.includes(mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  return mime;
}
