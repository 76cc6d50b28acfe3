import type { Readable } from 'node:stream';

export type StoredObject = {
  body: Readable;
  contentType: string;
  size: number;
};

/**
 * Where uploaded and generated files live: a local directory by default, an S3-compatible
 * bucket when configured. Keys are random and never derived from user input; files are served
 * only through the app, after its access checks.
 */
export type Storage = {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * `put` for an object too large to hold in memory (a restored backup): `body` is streamed to
   * its place and must yield exactly `size` bytes.
   */
  putStream(key: string, object: StoredObject): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /**
   * Copies an object with its content type to a new key, inside the storage (no bytes through
   * the app on S3). False when `from` does not exist.
   */
  copy(from: string, to: string): Promise<boolean>;
  /** Every readable object's key, in no promised order (backups walk the whole storage). */
  list(): AsyncIterable<string>;
};
