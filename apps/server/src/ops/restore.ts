import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Storage } from '../infra/storage/storage.types';
import { FORMAT_VERSION, type Manifest, readArchive } from './archive';
import { BackupError } from './backup-error';
import { knownMigrations, tableRowCounts } from './backup.queries';
import { type DatabaseLocation, restoreDatabase, targetState, withDatabase } from './database-dump';
import { describeBytes, describeRows } from './describe';
import { verifyArchive } from './verify-archive';

export type RestoreOptions = {
  file: string;
  database: DatabaseLocation;
  storage: Storage;
  /** Replace a target that holds data (the old embedded folder is kept aside). */
  force: boolean;
  log: (line: string) => void;
  now?: () => Date;
};

const MEDIA_PREFIX = 'media/';

async function assertRestorable(manifest: Manifest, database: DatabaseLocation) {
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(
      `the backup's format ${manifest.formatVersion} is not this version's (${FORMAT_VERSION}): restore it with the version that made it (${manifest.appVersion})`,
    );
  }
  if (manifest.database.kind !== database.kind) {
    throw new BackupError(
      manifest.database.kind === 'pglite'
        ? 'this backup holds an embedded (PGlite) database, which restores only into PGlite: unset DATABASE_URL and set DATA_DIR'
        : 'this backup holds a PostgreSQL dump, which restores only into PostgreSQL: set DATABASE_URL to an empty database',
    );
  }
  if (manifest.migration && !(await knownMigrations()).includes(manifest.migration)) {
    throw new BackupError(
      `the backup's database is at migration ${manifest.migration}, which this version does not know: restore it with a version at least as new as the one that made it (${manifest.appVersion})`,
    );
  }
}

async function holdsAnyObject(storage: Storage): Promise<boolean> {
  const keys = storage.list()[Symbol.asyncIterator]();
  const first = await keys.next();
  await keys.return?.();
  return !first.done;
}

/**
 * Brings a backup into an empty database and storage. Every checksum is verified first; a
 * target holding data is refused unless `force`; afterwards the restored database's row counts
 * must equal the manifest's.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { database, storage, force, log } = options;
  const file = path.resolve(options.file);
  log(`Verifying ${file}…`);
  const manifest = await verifyArchive(file);
  await assertRestorable(manifest, database);
  log(`Verified ${manifest.files.length} files of the backup of ${manifest.createdAt}.`);

  const state = await targetState(database);
  const hasMedia = await holdsAnyObject(storage);
  if (!force && (state === 'data' || hasMedia)) {
    const full = [state === 'data' ? 'database' : '', hasMedia ? `${storage.kind} storage` : ''];
    const what = full.filter(Boolean);
    throw new BackupError(
      `the target's ${what.join(' and ')} already ${what.length > 1 ? 'hold' : 'holds'} data: restore into an empty one, or pass --force to replace it`,
    );
  }

  const scratch = await mkdtemp(path.join(tmpdir(), 'vusal-restore-'));
  const contentTypes = new Map(manifest.files.map((entry) => [entry.path, entry.contentType]));
  let restored = 0;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.path === manifest.database.path) {
        log('Restoring the database…');
        const { setAside } = await restoreDatabase(database, entry.body, {
          dumpFile: path.join(scratch, 'database.dump'),
          replace: state !== 'empty',
          now: (options.now ?? (() => new Date()))(),
        });
        if (setAside) log(`The database that was there is kept in ${setAside}.`);
      } else if (entry.path.startsWith(MEDIA_PREFIX)) {
        await storage.putStream(entry.path.slice(MEDIA_PREFIX.length), {
          body: entry.body,
          contentType: contentTypes.get(entry.path) ?? 'application/octet-stream',
          size: entry.size,
        });
        restored += 1;
        if (restored % 200 === 0) log(`Media: ${restored} of ${manifest.media.count} files…`);
      } else {
        entry.body.resume();
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  const counts = await withDatabase(database, tableRowCounts);
  const differing = Object.entries(manifest.database.rowCounts).filter(
    ([table, count]) => counts[table] !== count,
  );
  if (differing.length > 0) {
    throw new BackupError(
      `the restored database differs from the backup in ${differing.map(([table]) => table).join(', ')}`,
    );
  }
  log(
    `Restored: ${describeRows(counts)} (migration ${manifest.migration ?? 'none'}), ` +
      `${restored} media files, ${describeBytes(manifest.media.bytes)}.`,
  );
  return manifest;
}
