import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  animation,
  jpegWithPrivateMetadata,
  photo,
  pngDeclaring,
  tooLarge,
  unsupported,
  withComment,
} from '../../../test/fixtures/media-fixtures';
import { BLURRED_WIDTH, renderBlurred, renderImage } from './image-pipeline';

describe('renderImage', () => {
  it('should drop EXIF (GPS included), XMP and ICC from every rendition', async () => {
    const input = await jpegWithPrivateMetadata();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const { large, small } = await renderImage(input, 'image/jpeg');
    for (const { data } of [large, small]) {
      const after = await sharp(data).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.comments).toBeUndefined();
      expect(data.includes('Exif')).toBe(false);
      expect(data.includes('GPS')).toBe(false);
    }
  });

  it('should drop JPEG and PNG comments', async () => {
    const secret = 'taken at 40.4093N 49.8671E';
    for (const format of ['jpeg', 'png'] as const) {
      const input = withComment(await photo(format), format, secret);
      const before = await sharp(input).metadata();
      if (format === 'png') expect(before.comments).toEqual([{ keyword: 'Comment', text: secret }]);
      expect(input.includes(secret)).toBe(true);

      const { large, small } = await renderImage(input, `image/${format}`);
      for (const { data } of [large, small]) {
        expect((await sharp(data).metadata()).comments).toBeUndefined();
        expect(data.includes(secret)).toBe(false);
      }
    }
  });

  it('should apply EXIF orientation to the pixels', async () => {
    const input = await jpegWithPrivateMetadata(6);
    expect(await sharp(input).metadata()).toMatchObject({ width: 100, height: 50, orientation: 6 });

    const { large, small } = await renderImage(input, 'image/jpeg');
    expect(large).toMatchObject({ width: 50, height: 100 });
    expect(small).toMatchObject({ width: 50, height: 100 });
    const stored = await sharp(large.data).metadata();
    expect(stored).toMatchObject({ width: 50, height: 100 });
    expect(stored.orientation).toBeUndefined();
  });

  it('should make a large and a small rendition within their bounds, never enlarging', async () => {
    const { large, small } = await renderImage(
      await photo('jpeg', { width: 3000, height: 2000 }),
      'image/jpeg',
    );
    expect(large).toMatchObject({ width: 1280, height: 853 });
    expect(small).toMatchObject({ width: 320, height: 213 });

    const tiny = await renderImage(await photo('png', { width: 200, height: 100 }), 'image/png');
    expect(tiny.large).toMatchObject({ width: 200, height: 100 });
    expect(tiny.small).toMatchObject({ width: 200, height: 100 });
  });

  it('should keep PNG as PNG and WebP as WebP', async () => {
    const png = await renderImage(await photo('png'), 'image/png');
    expect((await sharp(png.large.data).metadata()).format).toBe('png');
    const webp = await renderImage(await photo('webp'), 'image/webp');
    expect((await sharp(webp.small.data).metadata()).format).toBe('webp');
  });

  it('should keep GIF and WebP animations animated', async () => {
    for (const format of ['gif', 'webp'] as const) {
      const { large, small } = await renderImage(await animation(format), `image/${format}`);
      expect(large).toMatchObject({ width: 40, height: 30 });
      for (const { data } of [large, small]) {
        const metadata = await sharp(data, { animated: true }).metadata();
        expect(metadata).toMatchObject({ format, pages: 3 });
      }
    }
  });

  it('should turn an animation with an EXIF orientation into an upright still', async () => {
    const { large } = await renderImage(await animation('webp', 6), 'image/webp');
    expect(large).toMatchObject({ width: 30, height: 40 });
    const metadata = await sharp(large.data, { animated: true }).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    expect(metadata.orientation).toBeUndefined();
  });

  it('should refuse a pixel flood quickly, from the header alone', async () => {
    const flood = await pngDeclaring(30_000, 30_000);
    expect(flood.length).toBeLessThan(1024);

    const started = performance.now();
    await expect(renderImage(flood, 'image/png')).rejects.toEqual(tooLarge);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('should refuse an extreme side even under the pixel limit', async () => {
    await expect(renderImage(await pngDeclaring(100_000, 10), 'image/png')).rejects.toEqual(
      tooLarge,
    );
  });

  it('should refuse truncated and undecodable images with 415', async () => {
    const noisy = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const truncated = noisy.subarray(0, Math.floor(noisy.length * 0.6));
    await expect(renderImage(truncated, 'image/jpeg')).rejects.toEqual(unsupported);
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    await expect(renderImage(garbage, 'image/jpeg')).rejects.toEqual(unsupported);
  });
});

describe('renderBlurred', () => {
  it('should make a still WebP at most 32 px wide with no metadata at all', async () => {
    const input = await jpegWithPrivateMetadata();
    const blurred = await renderBlurred(input);
    const meta = await sharp(blurred).metadata();
    expect(BLURRED_WIDTH).toBe(32);
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(32);
    expect(meta.height).toBeLessThanOrEqual(32);
    expect(meta.pages ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    expect(blurred.includes('GPS')).toBe(false);
  });

  it('should keep an animation to its first frame, within 32 px', async () => {
    const meta = await sharp(await renderBlurred(await animation('gif'))).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect(meta.width).toBeLessThanOrEqual(32);
  });

  it('should refuse what is not an image', async () => {
    await expect(renderBlurred(Buffer.from('not an image'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
