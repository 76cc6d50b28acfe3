import { spawnSync } from 'node:child_process';
import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createLocalStorage } from '../infra/storage/local-storage';
import { createS3Storage } from '../infra/storage/s3-storage';
import type { Storage } from '../infra/storage/storage.types';
import type { TestApp } from '../../test/app';
import { createBackup } from './backup';
import { tableRowCounts } from './backup.queries';
import { buildSite, contentsOf, emptyDatabase, mediaDigests } from './backup.test-support';
import { type DatabaseLocation, withDatabase } from './database-dump';
import { restoreBackup } from './restore';

// The database is the suite's (PGlite, or PostgreSQL with TEST_DATABASE_URL); the files go to
// disk and to an S3-compatible store in turn.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const hasPgTools = spawnSync('pg_dump', ['--version']).status === 0;
const buckets = ['source', 'restored', 'replaced', 'damaged'];
const quiet = () => {};

let sandbox: string;
let s3: S3rver;
let s3Endpoint: string;

beforeAll(async () => {
  sandbox = await mkdtemp(path.join(tmpdir(), 'vusal-backup-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(sandbox, 's3rver'),
    configureBuckets: buckets.map((name) => ({ name: `backup-${name}`, configs: [] })),
  });
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});

afterAll(async () => {
  await s3.close();
  await rm(sandbox, { recursive: true, force: true });
});

const storageFor = {
  local: (name: string) => createLocalStorage(path.join(sandbox, name, 'uploads')),
  s3: (name: string) =>
    createS3Storage({
      bucket: `backup-${name}`,
      region: 'us-east-1',
      endpoint: s3Endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
};

describe.skipIf(onPostgres && !hasPgTools)('backup and restore (pg_dump is installed)', () => {
  describe.each(['local', 's3'] as const)('with %s files', (kind) => {
    let ctx: TestApp;
    let source: DatabaseLocation;
    let storage: Storage;
    let archive: string;
    const targets: Array<() => Promise<void>> = [];

    beforeAll(async () => {
      const selfieSeed = kind === 'local' ? 71 : 72;
      ({ ctx, source, storage } = await buildSite(storageFor[kind]('source'), selfieSeed));
      archive = path.join(sandbox, `${kind}.tar`);
      await createBackup({ file: archive, database: source, storage, log: quiet });
    });

    afterAll(async () => {
      await ctx?.close();
      for (const drop of targets) await drop();
    });

    async function target(name: string): Promise<{ database: DatabaseLocation; storage: Storage }> {
      const { location, drop } = await emptyDatabase(source.kind);
      targets.push(drop);
      return { database: location, storage: storageFor[kind](name) };
    }

    it('restores the site elsewhere: the same rows in every table and byte-identical files', async () => {
      const restored = await target('restored');
      const manifest = await restoreBackup({
        file: archive,
        ...restored,
        force: false,
        log: quiet,
      });

      const expected = await withDatabase(source, contentsOf);
      expect(await withDatabase(restored.database, contentsOf)).toEqual(expected);
      expect(expected.users.length).toBeGreaterThanOrEqual(4);
      expect(expected.messages).toHaveLength(1);
      expect(manifest.database.rowCounts).toEqual(expected.counts);

      const files = await mediaDigests(storage);
      expect(await mediaDigests(restored.storage)).toEqual(files);
      // Photos with their small copies, the selfie and the chat image all travelled.
      expect(Object.keys(files).length).toBeGreaterThanOrEqual(8);
      expect(manifest.media).toMatchObject({ from: kind, count: Object.keys(files).length });
    });

    // The refusals are the archive's and the database's; the file stores' listing and deleting
    // are their contract tests' (test/fixtures/storage-contract.ts). Run once, with local files.
    it.skipIf(kind === 's3')(
      'refuses a target that holds data unless forced, then replaces it',
      async () => {
        const replaced = await target('replaced');
        await restoreBackup({ file: archive, ...replaced, force: false, log: quiet });

        await expect(
          restoreBackup({ file: archive, ...replaced, force: false, log: quiet }),
        ).rejects.toThrow(/already hold.* data: .*--force/);

        const lines: string[] = [];
        await restoreBackup({ file: archive, ...replaced, force: true, log: (l) => lines.push(l) });
        expect(await withDatabase(replaced.database, contentsOf)).toEqual(
          await withDatabase(source, contentsOf),
        );
        if (replaced.database.kind === 'pglite') {
          expect(lines).toContainEqual(expect.stringMatching(/kept in .*db\.before-restore-/));
        }
      },
    );

    it.skipIf(onPostgres || kind === 's3')(
      'refuses to back up an embedded database a server has open, and writes no file',
      async () => {
        if (source.kind !== 'pglite') throw new Error('an embedded source was expected');
        const running = await openDatabase({ dataDir: source.dataDir });
        const file = path.join(sandbox, 'while-open.tar');
        try {
          await expect(
            createBackup({ file, database: source, storage, log: quiet }),
          ).rejects.toThrow(/is open: stop the server first/);
        } finally {
          await running.close();
        }
        expect(await readdir(sandbox)).not.toContainEqual(expect.stringContaining('while-open'));
      },
    );

    it('refuses a backup of the other database kind, naming the setting to change', async () => {
      const other: DatabaseLocation =
        source.kind === 'pglite'
          ? { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:9/never-opened' }
          : { kind: 'pglite', dataDir: path.join(sandbox, 'never-opened', 'db') };
      await expect(
        restoreBackup({ file: archive, database: other, storage, force: true, log: quiet }),
      ).rejects.toThrow(source.kind === 'pglite' ? /only into PGlite/ : /only into PostgreSQL/);
      expect(await readdir(sandbox)).not.toContain('never-opened');
    });

    it.skipIf(kind === 's3')(
      'refuses an archive with one byte changed before writing anything',
      async () => {
        const damaged = path.join(sandbox, `${kind}-damaged.tar`);
        await rm(damaged, { force: true });
        await createBackup({ file: damaged, database: source, storage, log: quiet });
        // Past the first header (512 bytes), inside the database dump.
        const handle = await open(damaged, 'r+');
        const byte = Buffer.alloc(1);
        await handle.read(byte, 0, 1, 600);
        await handle.write(Buffer.from([byte[0]! ^ 0xff]), 0, 1, 600);
        await handle.close();

        const fresh = await target('damaged');
        await expect(
          restoreBackup({ file: damaged, ...fresh, force: false, log: quiet }),
        ).rejects.toThrow(/database\/.* does not match its checksum/);
        expect(await mediaDigests(fresh.storage)).toEqual({});
        if (fresh.database.kind === 'pglite') {
          expect(await readdir(path.dirname(fresh.database.dataDir))).toEqual([]);
        } else {
          expect(await withDatabase(fresh.database, tableRowCounts)).toEqual({});
        }
      },
    );
  });
});
