import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage.types';
import { assertValidStorageKey } from './storage-key';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); unset for AWS itself. */
  endpoint?: string;
  /** Both or neither; without them the SDK's default chain applies (instance role, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
};

async function crc32Of(filePath: string): Promise<string> {
  let value = 0;
  for await (const chunk of createReadStream(filePath)) value = crc32(chunk as Buffer, value);
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes.toString('base64');
}

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

    async putFile(key, filePath, contentType) {
      assertValidStorageKey(key);
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentType: contentType,
          ContentLength: size,
          // Given up front, the checksum goes in a header; left to the SDK, a streamed body
          // would be sent aws-chunked with a trailer, which not every S3-compatible store reads.
          ChecksumCRC32: await crc32Of(filePath),
        }),
      );
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
  };
}
