import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';

/**
 * A fresh, migrated database for one benchmark: in-memory PGlite without a URL, else a new
 * database on that PostgreSQL server, dropped again by `drop()`.
 */
export async function openFresh(
  serverUrl: string | undefined,
): Promise<DatabaseHandle & { url?: string; drop(): Promise<void> }> {
  if (!serverUrl) {
    const handle = await openDatabase({});
    await migrate(handle);
    return { ...handle, drop: () => handle.close() };
  }
  const name = `vusal_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.href });
  await migrate(handle);
  return {
    ...handle,
    url: url.href,
    drop: async () => {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
