import { blurredKeyOf, randomKey, smallKeyOf } from '../../infra/storage/random-key';
import type { Storage, StoredObject } from '../../infra/storage/storage.types';
import { detectType, extensionByMime } from './detect-type';
import { cleanFileName } from './file-name';
import { differenceHash } from './perceptual-hash';
import { renderBlurred, renderImage } from './image-pipeline';
import type { StoredUpload, UploadPolicy } from './media.types';
import { readLimited } from './read-limited';

export type MediaService = ReturnType<typeof createMediaService>;

/**
 * The one way in and out of storage: an upload reaches it after size, type, re-encoding and a
 * random key; a stored file is read, and removed with every variant (an image's small copy),
 * only through here.
 */
export function createMediaService({ storage }: { storage: Storage }) {
  async function putAll(objects: { key: string; data: Buffer; mime: string }[]) {
    try {
      await Promise.all(objects.map(({ key, data, mime }) => storage.put(key, data, mime)));
    } catch (error) {
      // No half-stored upload: whatever did land is removed before the error goes on.
      await Promise.allSettled(objects.map(({ key }) => storage.delete(key)));
      throw error;
    }
  }

  /** Removes every stored object of an upload (an image's blurred copy too); safe to repeat. */
  async function remove(upload: Pick<StoredUpload, 'key' | 'smallKey'>): Promise<void> {
    const keys = upload.smallKey
      ? [upload.key, upload.smallKey, blurredKeyOf(upload.key)]
      : [upload.key];
    await Promise.all(keys.map((key) => storage.delete(key)));
  }

  async function bytesOf(object: StoredObject): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  const removeImage = (key: string) => remove({ key, smallKey: smallKeyOf(key) });

  return {
    /**
     * Reads an upload stream (e.g. @fastify/multipart's `file`) under `policy` and stores it.
     * Throws AppError PAYLOAD_TOO_LARGE (413) or UNSUPPORTED_MEDIA_TYPE (415); stores nothing then.
     * `fileName` is the sender's name for the file, kept only as metadata.
     */
    async store(
      stream: AsyncIterable<Uint8Array>,
      policy: UploadPolicy,
      fileName?: string,
    ): Promise<StoredUpload> {
      const bytes = await readLimited(stream, policy.maxBytes);
      const mime = await detectType(bytes, policy.mimeTypes);
      const extension = extensionByMime[mime];
      const name = cleanFileName(fileName, extension);
      const key = randomKey(policy.keyPrefix, extension);

      // A PDF is kept byte for byte; it is only ever served as a sandboxed download.
      if (mime === 'application/pdf') {
        await putAll([{ key, data: bytes, mime }]);
        const { length: size } = bytes;
        return { key, smallKey: null, mime, size, width: null, height: null, fileName: name };
      }

      const { large, small } = await renderImage(bytes, mime);
      const smallKey = smallKeyOf(key);
      const blurred = policy.blurred
        ? [{ key: blurredKeyOf(key), data: await renderBlurred(large.data), mime: 'image/webp' }]
        : [];
      await putAll([
        { key, data: large.data, mime },
        { key: smallKey, data: small.data, mime },
        ...blurred,
      ]);
      return {
        key,
        smallKey,
        mime,
        size: large.data.length,
        width: large.width,
        height: large.height,
        fileName: name,
      };
    },

    remove,

    /** Removes a stored image and its small variant (found from the image's own key). */
    removeImage,

    /**
     * Removes images no row points at any more (after the commit that let them go). A file left
     * behind is only wasted space, so a failure is logged, never thrown.
     */
    async discardImages(keys: string[], log: { warn(o: object, m: string): void }): Promise<void> {
      await Promise.all(
        keys.map((key) =>
          removeImage(key).catch((error: unknown) =>
            log.warn({ err: error, key }, 'image file could not be deleted'),
          ),
        ),
      );
    },

    /** Removes a stored file of either kind: an image with its small variant, a PDF alone. */
    removeFile: (key: string, mime: string) =>
      remove({ key, smallKey: mime === 'application/pdf' ? null : smallKeyOf(key) }),

    /**
     * Copies a stored image and its small variant to `to`, a fresh random key of the caller's
     * (a report's evidence, SECURITY 38); false when the image is gone.
     */
    async copyImage(from: string, to: string): Promise<boolean> {
      const [large] = await Promise.all([
        storage.copy(from, to),
        storage.copy(smallKeyOf(from), smallKeyOf(to)),
      ]);
      return large;
    },

    /** A stored file as it was stored (a chat attachment); null when it is gone. */
    read: (key: string): Promise<StoredObject | null> => storage.get(key),

    /** The difference hash of a stored image (decision 031); null when it is gone. */
    async differenceHash(key: string): Promise<string | null> {
      const object = await storage.get(key);
      return object ? differenceHash(await bytesOf(object)) : null;
    },

    /** A stored image in the size asked for; null when it is gone. */
    readImage(key: string, size: 'small' | 'large'): Promise<StoredObject | null> {
      return storage.get(size === 'small' ? smallKeyOf(key) : key);
    },

    /**
     * Issue 38: the blurred copy of a stored image; made from the image the first time it is
     * asked for when the image is older than blurred copies (or a demo avatar). Null when the
     * image is gone.
     */
    async readBlurred(key: string): Promise<StoredObject | null> {
      const blurredKey = blurredKeyOf(key);
      const stored = await storage.get(blurredKey);
      if (stored) return stored;
      const original = await storage.get(key);
      if (!original) return null;
      await storage.put(blurredKey, await renderBlurred(await bytesOf(original)), 'image/webp');
      return storage.get(blurredKey);
    },
  };
}
