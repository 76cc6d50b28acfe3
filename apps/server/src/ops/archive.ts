import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { z } from 'zod';
import { BackupError } from './backup-error';

/**
 * A backup is one uncompressed tar (the database dump is compressed already, photos do not
 * compress): `database/…` first, then `media/<storage key>` for every object, then
 * `manifest.json`, which holds the checksums of all the others and so is written last.
 */
export const MANIFEST_PATH = 'manifest.json';
export const FORMAT_VERSION = 1;

const archiveFileSchema = z.object({
  path: z.string().regex(/^(database|media)\/[^\0]+$/),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  contentType: z.string().min(1).optional(),
});
export type ArchiveFile = z.infer<typeof archiveFileSchema>;

export const manifestSchema = z.object({
  format: z.literal('vusal-backup'),
  // Any number, so that a newer archive is refused by name rather than as malformed.
  formatVersion: z.number().int(),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The last migration applied to the database when it was dumped. */
  migration: z.string().nullable(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    path: z.string(),
    /** A PGlite data folder restores only into PGlite; a pg_dump only into PostgreSQL. */
    restoresInto: z.string(),
    rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  }),
  media: z.object({
    from: z.enum(['local', 's3']),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
  files: z.array(archiveFileSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Passes bytes through while hashing and counting them. */
function measuring(hash: Hash, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      counted.bytes += chunk.length;
      done(null, chunk);
    },
  });
}

/** Streams entries into a new archive at `file` (never an existing one), hashing each. */
export function createArchiveWriter(file: string) {
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(file, { flags: 'wx' }));
  // Awaited in `finish`; a failure before then (a full disk) also ends the entry being added.
  written.catch(() => {});
  const files: ArchiveFile[] = [];

  return {
    files,
    async add(path: string, size: number, body: Readable, contentType?: string) {
      const hash = createHash('sha256');
      const counted = { bytes: 0 };
      const entry = pack.entry({ name: path, size, mtime: new Date() });
      await Promise.race([
        pipeline(body, measuring(hash, counted), entry),
        written.then(() => Promise.reject(new Error('the archive closed early'))),
      ]);
      files.push({ path, size: counted.bytes, sha256: hash.digest('hex'), contentType });
    },
    async finish(manifest: Manifest) {
      pack.entry({ name: MANIFEST_PATH, mtime: new Date() }, JSON.stringify(manifest, null, 2));
      pack.finalize();
      await written;
    },
    async abort() {
      pack.destroy();
      await written.catch(() => {});
    },
  };
}

export type ArchiveEntry = { path: string; size: number; body: Readable };

/**
 * The archive's entries in order. Each body is read (or left, and then skipped) before the next
 * entry comes; anything but a plain file is refused.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const input = createReadStream(file);
  input.on('error', (error) => extract.destroy(error));
  input.pipe(extract);
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      if (type !== 'file') throw new BackupError(`${file} holds an unexpected ${type} "${name}"`);
      // tar-stream's entries are streamx streams; the rest of the app speaks Node's.
      yield { path: name, size, body: Readable.from(entry) };
      entry.resume();
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable backup (${(error as Error).message})`);
  } finally {
    input.destroy();
  }
}

/** Hashes a body to its end. */
export async function measure(body: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}
