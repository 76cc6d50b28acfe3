import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { user } from '../src/db/schema';
import { isDatabaseUnavailable } from '../src/errors/database-unavailable';
import { createTestDatabase } from './database';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('createTestDatabase', () => {
  it('gives each caller its own migrated database', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      await a.db.insert(user).values({ id: 'u1', name: 'A', email: 'a@example.test' });
      expect(await b.db.select().from(user).where(eq(user.id, 'u1'))).toEqual([]);
      expect(a.kind).toBe(serverUrl ? 'postgres' : 'pglite');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it.runIf(serverUrl)('drops its PostgreSQL database on close', async () => {
    const handle = await createTestDatabase();
    const name = new URL(handle.url ?? '').pathname.slice(1);
    expect(name).toMatch(/^vusal_test_[0-9a-f]{12}$/);
    await handle.db.execute(sql`select 1`);
    await handle.close();

    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      expect(found.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });

  describe.skipIf(serverUrl)('on PGlite, a closed database lent to the next caller', () => {
    // The engine under a handle, marked by the test to tell whether the next caller got it.
    const engine = (handle: DatabaseHandle) =>
      (handle.db as unknown as { $client: Record<symbol, boolean> }).$client;
    const used = Symbol('used by the test before');

    it('comes back empty, counts its own statements, and the old handle refuses', async () => {
      const first = await createTestDatabase();
      await first.db.insert(user).values({ id: 'u1', name: 'A', email: 'a@example.test' });
      await first.db.select().from(user).where(eq(user.id, 'u1')).prepare('lent_twice').execute();
      engine(first)[used] = true;
      await first.close();
      // As a closed engine does: the app reads it as the database being away.
      await expect(first.db.execute(sql`select 1`)).rejects.toSatisfy(isDatabaseUnavailable);

      const second = await createTestDatabase();
      try {
        expect(engine(second)[used]).toBe(true);
        expect(await second.db.select().from(user)).toEqual([]);
        expect(second.statements()).toBe(1);
        // The first file's prepared statement went with its session.
        const again = second.db.select().from(user).where(eq(user.id, 'u1')).prepare('lent_twice');
        expect(await again.execute()).toEqual([]);
      } finally {
        await second.close();
      }
    });

    it('is not lent again when a file changed its schema', async () => {
      const first = await createTestDatabase();
      await first.db.execute(sql`create table left_behind (id int)`);
      engine(first)[used] = true;
      await first.close();

      const second = await createTestDatabase();
      try {
        expect(engine(second)[used]).toBeUndefined();
        const { rows } = await second.db.execute<{ found: string | null }>(
          sql`select to_regclass('public.left_behind')::text as found`,
        );
        expect(rows).toEqual([{ found: null }]);
      } finally {
        await second.close();
      }
    });
  });
});
