// P7 (issue 9): with SOCKETS members connected, LIKES_PER_SECOND likes arrive as mutual pairs;
// for each second like, the time from sending it until `match:new` reached both members'
// sockets. The members run in a process of their own (issue 25), so the figure is the server's;
// then the like rate as a share of the insert anchor (bench/pgbench.ts).
//   npx tsx bench/match-events.ts                                   (embedded PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/match-events.ts
// Prints figures; always exits 0.
import { anchorFor, shareOf } from './lib/anchor';
import { countCostsOnceDriving } from './lib/costs';
import { startBenchApp } from './lib/bench-app';
import { inChild } from './lib/child';
import { ms, openFresh, percentile } from './lib/fresh-database';
import type { MatchFigures, MatchLoad } from './lib/match-clients';
import { seedPairs } from './lib/members';
import { benchmark } from './lib/machine';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const LIKES_PER_SECOND = Number(process.env.BENCH_LIKES_PER_SECOND ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL;

async function main() {
  const handle = await openFresh(serverUrl);
  try {
    const pairs = await seedPairs(handle.db, SOCKETS / 2);
    const server = await startBenchApp(handle);
    const costs = countCostsOnceDriving(server.url, handle);
    const result = await inChild<MatchLoad, MatchFigures>(
      new URL('./lib/match-clients.ts', import.meta.url),
      { url: server.url, pairs, likesPerSecond: LIKES_PER_SECOND, duration: DURATION },
      costs.onEvent,
    ).catch(async (error: unknown) => {
      await server.close();
      throw error;
    });
    const perLike = await costs.stop(result.total, 'like').finally(() => server.close());
    const { latencies, afterAnswer, answered } = result;
    const anchor = await anchorFor(serverUrl);
    console.log(
      `${result.sockets} sockets connected in ${result.connectSeconds.toFixed(1)} s on ${handle.kind}`,
    );
    console.log(
      `likes sent ${result.total}, matches ${result.matches}, both sockets reached ${latencies.length}, missing ${result.missing}, failed requests ${result.failures}`,
    );
    console.log(perLike);
    console.log(
      `both sockets after the like's answer: p50 ${ms(percentile(afterAnswer, 50))}, p95 ${ms(percentile(afterAnswer, 95))}, p99 ${ms(percentile(afterAnswer, 99))}`,
    );
    console.log(
      `like answered: p50 ${ms(percentile(answered, 50))}, p95 ${ms(percentile(answered, 95))}, p99 ${ms(percentile(answered, 99))}`,
    );
    console.log(
      `match-events ${handle.kind}: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))} to both sockets with ${result.sockets} sockets at ${LIKES_PER_SECOND} likes/s (${shareOf(LIKES_PER_SECOND, anchor)})`,
    );
  } finally {
    await handle.drop();
  }
}

void benchmark('match-events', main);
