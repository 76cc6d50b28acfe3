import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../errors/app-error';
import { IMAGE_SIDE } from '../../infra/storage/image-sides';
import type { ImageMime } from './detect-type';
import { inspectImage, MAX_INPUT_PIXELS } from './inspect-image';

export type RenderedImage = { data: Buffer; width: number; height: number };

/**
 * Every image leaves in the format it came in. PNG stays PNG (transparency, screenshots' sharp
 * text); GIF and WebP keep their animation. sharp writes no metadata unless asked, so EXIF (GPS
 * included), XMP, IPTC, ICC profiles and comments are all dropped; colours are first converted
 * to sRGB, so dropping the ICC profile does not shift them.
 */
function encode(image: Sharp, mime: ImageMime): Sharp {
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 82, progressive: true });
    case 'image/png':
      return image.png();
    case 'image/gif':
      return image.gif();
    case 'image/webp':
      return image.webp({ quality: 80 });
  }
}

async function render(source: Sharp, mime: ImageMime, side: number): Promise<RenderedImage> {
  const resized = source
    .clone()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await encode(resized, mime).toBuffer({ resolveWithObject: true });
  // For an animation `info.height` is all frames stacked; a frame's height is what viewers see.
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * Re-encodes an untrusted image into a large and a small rendition. Orientation comes first:
 * sharp drops the EXIF Orientation tag with the rest, so it must be applied to the pixels.
 */
export async function renderImage(
  bytes: Buffer,
  mime: ImageMime,
): Promise<{ large: RenderedImage; small: RenderedImage }> {
  const canAnimate = mime === 'image/gif' || mime === 'image/webp';
  const { orientation = 1 } = await inspectImage(bytes, canAnimate);
  // sharp cannot rotate an animation: the rare one that carries an EXIF orientation becomes an
  // upright still of its first frame rather than a sideways animation.
  const isAnimated = canAnimate && orientation === 1;
  // 'error' refuses broken and truncated data but tolerates the harmless warnings many phone
  // cameras' JPEGs raise. The pixel limit repeats the header check for the decoder itself.
  const source = sharp(bytes, {
    animated: isAnimated,
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
  }).rotate();
  try {
    const [large, small] = await Promise.all([
      render(source, mime, IMAGE_SIDE.large),
      render(source, mime, IMAGE_SIDE.small),
    ]);
    return { large, small };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
}

/** Issue 38: the widest a blurred copy is before display scaling: a shape and colours, no face. */
export const BLURRED_WIDTH = 32;

/**
 * Issue 38, item 1: what a viewer who may not see a photo gets instead, made here on the server
 * so the original never reaches their device. At most BLURRED_WIDTH pixels wide (and high),
 * blurred on top, a still WebP of the first frame, with no metadata (sharp writes none unless
 * asked).
 */
export async function renderBlurred(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: BLURRED_WIDTH, height: BLURRED_WIDTH, fit: 'inside' })
      .blur(1.5)
      .webp({ quality: 60 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
}
