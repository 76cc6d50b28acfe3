import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { exactSize } from './exact-size';
import { idleLimitedAgents } from './idle-connections';
import type { Storage } from './storage.types';
import { assertValidStorageKey, isValidStorageKey } from './storage-key';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); unset for AWS itself. */
  endpoint?: string;
  /** Both or neither; without them the SDK's default chain applies (instance role, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** How long a kept-alive connection may sit idle and still carry a request (idle-connections.ts). */
  idleConnectionMs?: number;
};

/**
 * Objects in one bucket. No ACL is ever sent: objects stay as private as the bucket (which must
 * block public access), and are served only through the app after its access checks.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket, region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = options;
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // By default the SDK sends a streamed body aws-chunked with a trailing checksum, which
    // several S3-compatible services (s3rver among them) store framing and all. Elsewhere than
    // AWS a checksum is sent only where the operation demands one.
    ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
    // A restore on the embedded database holds the event loop past the service's keep-alive.
    requestHandler: idleLimitedAgents(options.idleConnectionMs),
  });

  return {
    kind: 's3',

    async put(key, body, contentType) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async putStream(key, { body, contentType, size }) {
      assertValidStorageKey(key);
      // The SDK does not watch its body for errors: a body that proves shorter or longer than
      // `size` aborts the request instead of leaving it waiting for bytes that never come.
      const checked = exactSize(size, key);
      const abort = new AbortController();
      let failure: unknown;
      pipeline(body, checked).catch((error: unknown) => {
        failure = error;
        abort.abort(error);
      });
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: checked,
            ContentType: contentType,
            ContentLength: size,
          }),
          { abortSignal: abort.signal },
        );
      } catch (error) {
        throw failure ?? error;
      }
    },

    async get(key) {
      assertValidStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return {
          body: object.Body,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        // AWS answers a missing key with NoSuchKey only to callers allowed s3:ListBucket;
        // without it a missing key is AccessDenied, which must stay an error (a 500), not a 404.
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      // S3 answers 204 whether or not the key existed, so this is idempotent as it stands.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async copy(from, to) {
      assertValidStorageKey(from);
      assertValidStorageKey(to);
      try {
        // A valid key needs no escaping in the copy source (letters, digits, `.`, `_`, `-`, `/`).
        await client.send(
          new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${from}` }),
        );
        return true;
      } catch (error) {
        // CopyObject does not model NoSuchKey as a class, only by name; as in `get`, any other
        // failure (AccessDenied included) stays an error.
        if (error instanceof Error && error.name === 'NoSuchKey') return false;
        throw error;
      }
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const { Key: key } of page.Contents ?? []) {
          // Whatever else shares the bucket is not ours to back up or restore.
          if (key && isValidStorageKey(key)) yield key;
        }
      }
    },
  };
}
