import { createWriteStream } from 'node:fs';
import { access, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { BackupError } from './backup-error';
import { exportSnapshot, lastAppliedMigration, tableRowCounts } from './backup.queries';
import { runPgTool } from './pg-tools';

/** Where the database lives: the embedded one's folder, or a PostgreSQL server. */
export type DatabaseLocation =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export function databaseLocation(settings: Config['database']): DatabaseLocation {
  return settings.url
    ? { kind: 'postgres', url: settings.url }
    : { kind: 'pglite', dataDir: settings.dataDir! };
}

export const dumpPathOf = (kind: DatabaseLocation['kind']) =>
  kind === 'pglite' ? 'database/pglite-data.tar.gz' : 'database/postgres.dump';

export type DumpFacts = { migration: string | null; rowCounts: Record<string, number> };

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Dumps the database into `file` and reports what the dump holds. The counts and the dump see
 * one state: PGlite's folder is this process's alone while it runs; on PostgreSQL, pg_dump joins
 * the snapshot of the transaction that counted.
 */
export async function dumpDatabase(location: DatabaseLocation, file: string): Promise<DumpFacts> {
  if (location.kind === 'postgres') {
    const handle = await openDatabase({ url: location.url });
    try {
      return await handle.db.transaction(
        async (tx) => {
          const snapshot = await exportSnapshot(tx);
          const facts = {
            migration: await lastAppliedMigration(tx),
            rowCounts: await tableRowCounts(tx),
          };
          await runPgTool('pg_dump', location.url, [
            '--format=custom',
            '--no-owner',
            '--no-acl',
            `--snapshot=${snapshot}`,
            `--file=${file}`,
          ]);
          return facts;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    } finally {
      await handle.close();
    }
  }

  const { dataDir } = location;
  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    throw new BackupError(`no embedded database in ${dataDir}: check DATA_DIR`);
  }
  // PGlite takes no lock: a second instance on a folder in use would read it half-written.
  // It leaves this file while open (and after a crash, until it opens the folder again).
  if (await exists(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `the embedded database in ${dataDir} is open: stop the server first (if it is not running, start and stop it once)`,
    );
  }
  const handle = await openDatabase({ dataDir });
  try {
    const facts = {
      migration: await lastAppliedMigration(handle.db),
      rowCounts: await tableRowCounts(handle.db),
    };
    const folder = await handle.snapshot!();
    await pipeline(
      Readable.fromWeb(folder.stream()),
      createGzip(),
      createWriteStream(file, { flags: 'wx' }),
    );
    return facts;
  } finally {
    await handle.close();
  }
}

/** What a restore finds at its target: nothing, tables without rows, or data. */
export type TargetState = 'empty' | 'schema' | 'data';

export async function targetState(location: DatabaseLocation): Promise<TargetState> {
  if (location.kind === 'pglite') {
    const entries = await readdir(location.dataDir).catch(() => []);
    return entries.length === 0 ? 'empty' : 'data';
  }
  return withDatabase(location, async (db) => {
    const counts = Object.values(await tableRowCounts(db));
    if (counts.length === 0) return 'empty';
    return counts.some((count) => count > 0) ? 'data' : 'schema';
  });
}

/** Opens the database at `location` for one piece of work. */
export async function withDatabase<T>(
  location: DatabaseLocation,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase(
    location.kind === 'postgres' ? { url: location.url } : { dataDir: location.dataDir },
  );
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Restores a dump over the target. `replace` drops what the target holds first: on
 * PostgreSQL inside pg_restore's single transaction; for PGlite the old folder is moved aside.
 */
export async function restoreDatabase(
  location: DatabaseLocation,
  dump: Readable,
  options: { dumpFile: string; replace: boolean; now: Date },
): Promise<{ setAside?: string }> {
  if (location.kind === 'postgres') {
    await pipeline(dump, createWriteStream(options.dumpFile, { flags: 'wx' }));
    await runPgTool('pg_restore', location.url, [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      ...(options.replace ? ['--clean', '--if-exists'] : []),
      options.dumpFile,
    ]);
    return {};
  }
  // PGlite loads its folder from one blob; the dump is the database, so it fits in memory.
  const gunzip = createGunzip();
  const [chunks] = await Promise.all([gunzip.toArray(), pipeline(dump, gunzip)]);
  const folder = new Blob(chunks as Buffer[]);
  let setAside: string | undefined;
  if (options.replace && (await exists(location.dataDir))) {
    setAside = `${location.dataDir}.before-restore-${options.now.toISOString().replace(/[:.]/g, '-')}`;
    await rename(location.dataDir, setAside);
  }
  const handle = await openDatabase({ dataDir: location.dataDir, snapshot: folder });
  await handle.close();
  return { setAside };
}
