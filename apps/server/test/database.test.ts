import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
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
});
