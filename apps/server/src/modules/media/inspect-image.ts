import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors/app-error';

/**
 * Decoding takes about 4 bytes a pixel, so this bounds one decode near 200 MB while still
 * admitting the full-resolution photo of a 50 MP phone camera. Frames of an animation count
 * together.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Bounds the strips and panoramas that stay under the pixel count. */
export const MAX_INPUT_SIDE = 16_384;

/**
 * Reads only the image header, so a pixel flood (a small file declaring 30000×30000) is refused
 * with 413 before a single pixel is decoded. Bytes no decoder understands are 415.
 */
export async function inspectImage(bytes: Buffer, isAnimated: boolean): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { animated: isAnimated, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  const { width, height } = metadata;
  const frameHeight = metadata.pageHeight ?? height;
  if (width * height > MAX_INPUT_PIXELS || Math.max(width, frameHeight) > MAX_INPUT_SIDE) {
    throw new AppError('PAYLOAD_TOO_LARGE');
  }
  return metadata;
}
