// P7 (issue 9): with SOCKETS members connected, LIKES_PER_SECOND likes arrive as mutual pairs;
// for each second like, the time from sending it until `match:new` reached both members'
// sockets. Server and clients share this process (and the machine's two cores).
//   npx tsx bench/match-events.ts                                   (embedded PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/match-events.ts
// Prints figures; always exits 0.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectAll, ORIGIN, startBenchApp, type BenchSocket } from './lib/bench-app';
import { ms, openFresh, percentile } from './lib/fresh-database';
import { seedPairs } from './lib/members';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const LIKES_PER_SECOND = Number(process.env.BENCH_LIKES_PER_SECOND ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL;

async function main() {
  const handle = await openFresh(serverUrl);
  const sockets: BenchSocket[] = [];
  try {
    const pairs = await seedPairs(handle.db, SOCKETS / 2);
    const server = await startBenchApp(handle);
    const { url } = server;

    const arrivals = new Map<string, number[]>();
    const connected = await connectAll(url, pairs.flat());
    sockets.push(...connected.sockets);
    for (const socket of sockets) {
      socket.on('match:new', ({ match }) => {
        const list = arrivals.get(match.matchId) ?? [];
        list.push(performance.now());
        arrivals.set(match.matchId, list);
      });
    }
    console.log(
      `${sockets.length} sockets connected in ${connected.seconds.toFixed(1)} s on ${handle.kind}`,
    );

    const like = (from: { token: string }, to: { id: string }) =>
      fetch(`${url}/api/likes`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          cookie: `vusal_session=${from.token}`,
        },
        body: JSON.stringify({ userId: to.id }),
      });

    // Half of the likes open a pair, the other half complete one; whichever is stored second
    // makes the match (when both are in flight at once, that can be the first one sent).
    const sent = new Map<string, { due: number; answeredAt: number }>();
    const answered: number[] = [];
    const total = Math.min(LIKES_PER_SECOND * DURATION, pairs.length * 2);
    const interval = 1000 / LIKES_PER_SECOND;
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    let failures = 0;
    for (let n = 0; n < total; n++) {
      const due = started + n * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const [man, woman] = pairs[Math.floor(n / 2)]!;
      const [from, to] = n % 2 === 0 ? [man, woman] : [woman, man];
      // Measured from when the like was due, so a late sender counts against the figure.
      inFlight.push(
        like(from, to).then(async (r) => {
          const answeredAt = performance.now();
          answered.push(answeredAt - due);
          if (!r.ok) return void failures++;
          const body = (await r.json()) as { match?: { matchId: string } };
          if (body.match) sent.set(body.match.matchId, { due, answeredAt });
        }),
      );
    }
    await Promise.all(inFlight);
    await sleep(1000);

    const latencies: number[] = [];
    const afterAnswer: number[] = [];
    let missing = 0;
    for (const [matchId, { due, answeredAt }] of sent) {
      const got = arrivals.get(matchId) ?? [];
      if (got.length < 2) missing++;
      else {
        latencies.push(Math.max(...got) - due);
        afterAnswer.push(Math.max(...got) - answeredAt);
      }
    }
    for (const list of [latencies, afterAnswer, answered]) list.sort((a, b) => a - b);
    for (const socket of sockets) socket.close();
    await server.close();
    console.log(
      `likes sent ${total}, matches ${sent.size}, both sockets reached ${latencies.length}, missing ${missing}, failed requests ${failures}`,
    );
    console.log(
      `both sockets after the like's answer: p50 ${ms(percentile(afterAnswer, 50))}, p95 ${ms(percentile(afterAnswer, 95))}, p99 ${ms(percentile(afterAnswer, 99))}`,
    );
    console.log(
      `like answered: p50 ${ms(percentile(answered, 50))}, p95 ${ms(percentile(answered, 95))}, p99 ${ms(percentile(answered, 99))}`,
    );
    console.log(
      `match-events ${handle.kind}: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))} to both sockets with ${sockets.length} sockets at ${LIKES_PER_SECOND} likes/s`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    await handle.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('match-events: failed (see above)');
  process.exitCode = 0;
});
