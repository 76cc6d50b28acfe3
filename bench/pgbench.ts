// The physical anchor of the write benchmarks (issue 25): `pgbench` with a one-row insert, each
// its own commit, 16 clients for BENCH_ANCHOR_SECONDS (default 3) on its own table, created and
// dropped here, in BENCH_DATABASE_URL, else DATABASE_URL, else the local test server. Without
// pgbench (Debian: `apt-get install postgresql-client`) a pool of 16 node-postgres clients does
// the same inserts, and the figure is labelled so. chat, likes and match-events print it too.
//   npx tsx bench/pgbench.ts
// Prints figures; always exits 0.
import { anchorFor } from './lib/anchor';
import { benchmark } from './lib/machine';

async function main() {
  const anchor = await anchorFor(process.env.BENCH_DATABASE_URL);
  console.log(
    anchor
      ? `insert anchor: ${anchor.insertsPerSecond.toFixed(0)} inserts/s, one row per commit, 16 clients (${anchor.tool})`
      : 'insert anchor: failed (see above)',
  );
}

void benchmark('pgbench', main);
