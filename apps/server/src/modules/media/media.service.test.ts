import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  countingStream,
  jpegWithPrivateMetadata,
  minimalPdf,
  photo,
  phpScript,
  tooLarge,
  unsupported,
} from '../../../test/fixtures/media-fixtures';
import { readAll } from '../../../test/fixtures/storage-contract';
import { createLocalStorage } from '../../infra/storage/local-storage';
import type { Storage } from '../../infra/storage/storage.types';
import { createMediaService, type MediaService } from './media.service';
import { chatAttachmentPolicy, profilePhotoPolicy } from './upload-policies';

let sandbox: string | undefined;
let root: string;
let storage: Storage;
let media: MediaService;

beforeEach(async () => {
  sandbox ??= await mkdtemp(path.join(tmpdir(), 'vusal-media-'));
  root = await mkdtemp(path.join(sandbox, 'files-'));
  storage = createLocalStorage(root);
  media = createMediaService({ storage });
});

afterAll(async () => {
  if (sandbox) await rm(sandbox, { recursive: true, force: true });
});

const upload = (bytes: Buffer) => countingStream(bytes).stream;

async function storedFiles(): Promise<string[]> {
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function stored(key: string): Promise<Buffer> {
  const object = await storage.get(key);
  expect(object).not.toBeNull();
  return readAll(object!.body);
}

/** A real JPEG followed by padding up to `size` bytes, which decoders ignore. */
async function jpegOfSize(size: number): Promise<Buffer> {
  const jpeg = await photo('jpeg');
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
}

describe('media service', () => {
  it('should refuse a PHP script named .jpg with 415 and store nothing', async () => {
    for (const policy of [profilePhotoPolicy, chatAttachmentPolicy]) {
      await expect(media.store(upload(phpScript), policy, 'avatar.jpg')).rejects.toEqual(
        unsupported,
      );
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('should accept a profile photo of exactly 5 MB', async () => {
    const result = await media.store(upload(await jpegOfSize(5 * 1024 * 1024)), profilePhotoPolicy);
    expect(result).toMatchObject({ mime: 'image/jpeg', width: 100, height: 50 });
  });

  it('should refuse 5 MB + 1 byte with 413, without reading the rest, and store nothing', async () => {
    const over = countingStream(await jpegOfSize(5 * 1024 * 1024 + 1));
    await expect(media.store(over.stream, profilePhotoPolicy)).rejects.toEqual(tooLarge);

    const huge = countingStream(await jpegOfSize(40 * 1024 * 1024));
    await expect(media.store(huge.stream, profilePhotoPolicy)).rejects.toEqual(tooLarge);
    expect(huge.counter.pulled).toBeLessThan(huge.counter.total / 4);
    expect(await storedFiles()).toEqual([]);
  });

  it('should store both renditions under random keys, free of metadata and upright', async () => {
    const result = await media.store(
      upload(await jpegWithPrivateMetadata(6)),
      profilePhotoPolicy,
      '../../me at home.jpg',
    );
    expect(result).toMatchObject({
      mime: 'image/jpeg',
      width: 50,
      height: 100,
      fileName: 'me at home.jpg',
    });
    expect(result.key).toMatch(/^photos\/[0-9a-f]{32}\.jpg$/);
    expect(result.smallKey).toBe(result.key.replace(/\.jpg$/, '-small.jpg'));
    expect(result.smallKey).not.toBe(result.key);

    const large = await stored(result.key);
    expect(result.size).toBe(large.length);
    for (const data of [large, await stored(result.smallKey!)]) {
      const metadata = await sharp(data).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 50, height: 100 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(data.includes('Exif')).toBe(false);
    }
    expect((await storage.get(result.key))!.contentType).toBe('image/jpeg');
  });

  it('should keep a chat PDF byte for byte, its name only as metadata', async () => {
    const result = await media.store(upload(minimalPdf), chatAttachmentPolicy, 'résumé "x".pdf');
    expect(result).toEqual({
      key: expect.stringMatching(/^attachments\/[0-9a-f]{32}\.pdf$/),
      smallKey: null,
      mime: 'application/pdf',
      size: minimalPdf.length,
      width: null,
      height: null,
      fileName: 'résumé "x".pdf',
    });
    expect((await stored(result.key)).equals(minimalPdf)).toBe(true);
    expect((await storage.get(result.key))!.contentType).toBe('application/pdf');
  });

  it('should refuse a PDF as a profile photo', async () => {
    await expect(media.store(upload(minimalPdf), profilePhotoPolicy, 'me.jpg')).rejects.toEqual(
      unsupported,
    );
    expect(await storedFiles()).toEqual([]);
  });

  it('should remove every object of an upload, repeatably', async () => {
    const result = await media.store(upload(await photo('png')), chatAttachmentPolicy);
    await media.remove(result);
    expect(await storage.get(result.key)).toBeNull();
    expect(await storage.get(result.smallKey!)).toBeNull();
    await expect(media.remove(result)).resolves.toBeUndefined();
  });

  it('should leave nothing behind when storage fails halfway', async () => {
    // The first put lands; the second fails once the first is on disk.
    let first: Promise<void> | undefined;
    const failing: Storage = {
      ...storage,
      put: (key, body, contentType) => {
        if (!first) return (first = storage.put(key, body, contentType));
        return first.then(() => Promise.reject(new Error('disk full')));
      },
    };
    const service = createMediaService({ storage: failing });
    await expect(service.store(upload(await photo('jpeg')), profilePhotoPolicy)).rejects.toThrow(
      'disk full',
    );
    expect(await storedFiles()).toEqual([]);
  });

  it('discards images no row needs: a deletion that fails is logged, not thrown', async () => {
    const kept = await media.store(upload(await photo('jpeg')), profilePhotoPolicy);
    const gone = await media.store(upload(await photo('png')), profilePhotoPolicy);
    const warnings: object[] = [];
    const log = { warn: (o: object) => void warnings.push(o) };
    const failing: Storage = {
      ...storage,
      delete: (key) =>
        key === kept.key ? Promise.reject(new Error('read-only')) : storage.delete(key),
    };
    await createMediaService({ storage: failing }).discardImages([kept.key, gone.key], log);
    expect(warnings).toEqual([expect.objectContaining({ key: kept.key })]);
    expect(await storage.get(gone.key)).toBeNull();
  });
});

describe('media as the one way out of storage (issue 8 item 6)', () => {
  it('reads either size of a stored image and removes both from the image key alone', async () => {
    const stored = await media.store(upload(await photo('jpeg')), profilePhotoPolicy, 'me.jpg');
    expect(await media.readImage(stored.key, 'large')).not.toBeNull();
    expect((await media.readImage(stored.key, 'small'))?.size).toBeGreaterThan(0);

    await media.removeImage(stored.key);
    expect(await media.readImage(stored.key, 'large')).toBeNull();
    expect(await media.readImage(stored.key, 'small')).toBeNull();
    expect(await storedFiles()).toEqual([]);
    await media.removeImage(stored.key);
  });
});

describe('blurred copies (issue 38)', () => {
  it('should store a profile photo with its blurred copy, and remove all three', async () => {
    const stored = await media.store(upload(await photo('jpeg')), profilePhotoPolicy, 'me.jpg');
    expect((await storedFiles()).filter((name) => name.endsWith('-blurred.webp'))).toHaveLength(1);
    const blurred = await media.readBlurred(stored.key);
    const meta = await sharp(await readAll(blurred!.body)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(32);
    await media.removeImage(stored.key);
    expect(await storedFiles()).toEqual([]);
  });

  it('should make the blurred copy of an older photo the first time it is asked for', async () => {
    await storage.put('photos/older.jpg', await photo('jpeg'), 'image/jpeg');
    const blurred = await media.readBlurred('photos/older.jpg');
    expect(blurred!.contentType).toBe('image/webp');
    expect(await storedFiles()).toContain('older-blurred.webp');
    expect(await media.readBlurred('photos/gone.jpg')).toBeNull();
  });

  it('should store no blurred copy of a chat attachment', async () => {
    await media.store(upload(await photo('jpeg')), chatAttachmentPolicy, 'a.jpg');
    expect((await storedFiles()).some((name) => name.includes('blurred'))).toBe(false);
  });
});
