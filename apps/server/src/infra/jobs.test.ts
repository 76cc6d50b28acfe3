import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { runExclusively } from './jobs';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('jobs', () => {
  it('run and report that they ran', async () => {
    let runs = 0;
    expect(await runExclusively(database.db, { name: 'count', run: async () => runs++ })).toBe(
      true,
    );
    expect(runs).toBe(1);
  });

  // PGlite has a single connection, so two nodes can only be simulated on PostgreSQL.
  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'run on one node at a time (advisory lock)',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = runExclusively(database.db, { name: 'exclusive', run: () => held });
      await sleep(100);
      expect(await runExclusively(database.db, { name: 'exclusive', run: async () => {} })).toBe(
        false,
      );
      release();
      expect(await first).toBe(true);
      expect(await runExclusively(database.db, { name: 'exclusive', run: async () => {} })).toBe(
        true,
      );
    },
  );
});
