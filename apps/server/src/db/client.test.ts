import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { openDatabase, type DatabaseHandle } from './client';
import { migrate } from './migrate';
import { user } from './schema';

describe('database client', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('answers ping', async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('reads bigints, dates and times alike on both drivers', async () => {
    const result = await handle.db.execute<{ n: unknown; day: unknown }>(
      sql`select count(*) as n, date '2024-02-29' as day from generate_series(1, 3)`,
    );
    expect(result.rows).toEqual([{ n: 3, day: '2024-02-29' }]);
    const [row] = await handle.db.select({ n: count() }).from(user);
    expect(row).toEqual({ n: 0 });
  });

  it('migrates again without changing anything', async () => {
    await expect(migrate(handle)).resolves.toBeUndefined();
  });
});

describe('embedded database on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vusal-db-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates its directory and keeps data across restarts', async () => {
    const dataDir = path.join(dir, 'nested', 'db');
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    // A table of its own: migrating a fresh data folder on disk is `npm run db:seed`'s test
    // (seed-cli.test.ts), and costs seconds.
    await first.db.execute(sql`create table kept (email text)`);
    await first.db.execute(sql`insert into kept values ('aysel@example.test')`);
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      expect((await second.db.execute(sql`select email from kept`)).rows).toEqual([
        { email: 'aysel@example.test' },
      ]);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('unreachable PostgreSQL', () => {
  it('fails ping quickly instead of hanging', async () => {
    // Port 1 on loopback: nothing listens there.
    const handle = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const started = Date.now();
    try {
      expect(handle.kind).toBe('postgres');
      await expect(handle.ping()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await handle.close();
    }
  });
});
