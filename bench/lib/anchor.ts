import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where the anchor measures when the benchmark runs on PGlite: the local test server. */
export const ANCHOR_DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type Anchor = { insertsPerSecond: number; tool: 'pgbench' | 'node-postgres pool' };

/** The rate pgbench reports, from its summary (`tps = 7912.3 (without initial connection time)`). */
export function parsePgbenchTps(output: string): number | undefined {
  const match = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(output);
  return match ? Number(match[1]) : undefined;
}

/** `part` as a percentage of the anchor, or why there is none. */
export function shareOf(part: number, anchor: Anchor | undefined): string {
  if (!anchor || !(anchor.insertsPerSecond > 0)) return 'no anchor';
  return `${((100 * part) / anchor.insertsPerSecond).toFixed(1)} % of ${anchor.insertsPerSecond.toFixed(0)} inserts/s (${anchor.tool})`;
}

/** The same measurement without pgbench: `clients` connections, one autocommitted insert each at a time. */
async function poolInserts(url: string, table: string, clients: number, seconds: number) {
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const until = performance.now() + seconds * 1000;
  let inserts = 0;
  const started = performance.now();
  await Promise.all(
    connections.map(async (client) => {
      while (performance.now() < until) {
        await client.query(`insert into ${table} (body) values ('anchor')`);
        inserts++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(connections.map((client) => client.end()));
  return inserts / elapsed;
}

/**
 * The physical anchor of a write benchmark (issue 25): how many one-row inserts, each its own
 * commit, `clients` connections get into PostgreSQL at `url` in `seconds`. Runs `pgbench` on its
 * own table (created and dropped here); without pgbench on the PATH, a pool of node-postgres
 * clients does the same, and the answer says so.
 */
export async function measureAnchor(
  url: string,
  options: { clients?: number; seconds?: number } = {},
): Promise<Anchor> {
  const clients = options.clients ?? 16;
  const seconds = options.seconds ?? 3;
  const table = `vusal_bench_anchor_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dir = mkdtempSync(path.join(tmpdir(), 'vusal-anchor-'));
  try {
    await admin.query(
      `create table ${table} (id bigserial primary key, body text not null, at timestamptz not null default now())`,
    );
    const script = path.join(dir, 'insert.sql');
    writeFileSync(script, `insert into ${table} (body) values ('anchor');\n`);
    const run = spawnSync(
      'pgbench',
      ['-n', '-f', script, '-c', String(clients), '-j', '2', '-T', String(seconds), url],
      { encoding: 'utf8' },
    );
    if (run.error) {
      return {
        insertsPerSecond: await poolInserts(url, table, clients, seconds),
        tool: 'node-postgres pool',
      };
    }
    const tps = parsePgbenchTps(run.stdout);
    if (tps === undefined) throw new Error(`pgbench gave no rate:\n${run.stdout}${run.stderr}`);
    return { insertsPerSecond: tps, tool: 'pgbench' };
  } finally {
    await admin.query(`drop table if exists ${table}`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The anchor for a benchmark on `serverUrl` (the local test server on PGlite); undefined if unreachable. */
export async function anchorFor(serverUrl: string | undefined): Promise<Anchor | undefined> {
  const url = serverUrl ?? process.env.DATABASE_URL ?? ANCHOR_DEFAULT_URL;
  const seconds = Number(process.env.BENCH_ANCHOR_SECONDS ?? 3);
  try {
    return await measureAnchor(url, { seconds });
  } catch (error) {
    console.log(`  no insert anchor: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
