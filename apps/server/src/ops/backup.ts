import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Storage } from '../infra/storage/storage.types';
import { createArchiveWriter, FORMAT_VERSION, type Manifest } from './archive';
import { BackupError } from './backup-error';
import { type DatabaseLocation, dumpDatabase, dumpPathOf } from './database-dump';
import { describeBytes, describeRows } from './describe';

export type BackupOptions = {
  /** The archive to write; it must not exist yet. */
  file: string;
  database: DatabaseLocation;
  storage: Storage;
  log: (line: string) => void;
  now?: () => Date;
};

const RESTORES_INTO = {
  pglite: 'PGlite only (DATABASE_URL unset): an embedded data folder, not a PostgreSQL dump',
  postgres: 'PostgreSQL only (DATABASE_URL set): a pg_dump custom-format archive, for pg_restore',
};

async function appVersion(): Promise<string> {
  const file = path.join(import.meta.dirname, '../../package.json');
  return z.object({ version: z.string() }).parse(JSON.parse(await readFile(file, 'utf8'))).version;
}

/**
 * Writes one archive of the database and every stored file. The database goes first, so every
 * file a row names is there; a file uploaded meanwhile is merely extra. The archive appears under
 * its name only once complete.
 */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const { database, storage, log } = options;
  const file = path.resolve(options.file);
  const isTaken = await access(file).then(
    () => true,
    () => false,
  );
  if (isTaken) throw new BackupError(`${file} exists already: give the backup a new name`);
  const partial = `${file}.partial`;
  const dumpFile = `${file}.database.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  await rm(partial, { force: true });
  await rm(dumpFile, { force: true });
  const createdAt = (options.now ?? (() => new Date()))();
  const writer = createArchiveWriter(partial);
  try {
    log(`Dumping the ${database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database…`);
    const facts = await dumpDatabase(database, dumpFile);
    const dumpPath = dumpPathOf(database.kind);
    const { size: dumpSize } = await stat(dumpFile);
    await writer.add(dumpPath, dumpSize, createReadStream(dumpFile));
    await rm(dumpFile);
    log(`Database: ${describeRows(facts.rowCounts)}, migration ${facts.migration ?? 'none'}.`);

    const media = { from: storage.kind, count: 0, bytes: 0 };
    for await (const key of storage.list()) {
      const object = await storage.get(key);
      if (!object) continue; // deleted since it was listed
      await writer.add(`media/${key}`, object.size, object.body, object.contentType);
      media.count += 1;
      media.bytes += object.size;
      if (media.count % 200 === 0) log(`Media: ${media.count} files so far…`);
    }
    log(`Media: ${media.count} files, ${describeBytes(media.bytes)} (${storage.kind}).`);

    const manifest: Manifest = {
      format: 'vusal-backup',
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      appVersion: await appVersion(),
      migration: facts.migration,
      database: {
        kind: database.kind,
        path: dumpPath,
        restoresInto: RESTORES_INTO[database.kind],
        rowCounts: facts.rowCounts,
      },
      media,
      files: writer.files,
    };
    await writer.finish(manifest);
    await rename(partial, file);
    const { size } = await stat(file);
    log(`Backup written: ${file} (${describeBytes(size)}).`);
    return manifest;
  } catch (error) {
    await writer.abort();
    await rm(partial, { force: true });
    await rm(dumpFile, { force: true });
    throw error;
  }
}
