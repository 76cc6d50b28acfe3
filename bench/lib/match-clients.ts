// P7's members, run by `inChild` in a process of their own: every member's socket, and the likes
// sent at a fixed rate as mutual pairs; answers, for each match, when `match:new` reached both.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectAll, ORIGIN, type BenchMember } from './clients';

export type MatchLoad = {
  url: string;
  pairs: [BenchMember, BenchMember][];
  likesPerSecond: number;
  duration: number;
};

export type MatchFigures = {
  sockets: number;
  connectSeconds: number;
  total: number;
  matches: number;
  missing: number;
  failures: number;
  /** Sorted, in ms: from when the completing like was due until both sockets had the match. */
  latencies: number[];
  /** Sorted, in ms: from the like's answer until both sockets had the match. */
  afterAnswer: number[];
  /** Sorted, in ms: from when each like was due until its answer. */
  answered: number[];
};

/** Tells `driving` once every socket is connected, half a second before the first like. */
export async function run(
  { url, pairs, likesPerSecond, duration }: MatchLoad,
  tell: (event: string) => void,
): Promise<MatchFigures> {
  const arrivals = new Map<string, number[]>();
  const connected = await connectAll(url, pairs.flat());
  const { sockets } = connected;
  for (const socket of sockets) {
    socket.on('match:new', ({ match }) => {
      const list = arrivals.get(match.matchId) ?? [];
      list.push(performance.now());
      arrivals.set(match.matchId, list);
    });
  }

  const like = (from: BenchMember, to: BenchMember) =>
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
  const total = Math.min(likesPerSecond * duration, pairs.length * 2);
  const interval = 1000 / likesPerSecond;
  tell('driving');
  await sleep(500);
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
  for (const socket of sockets) socket.close();

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
  return {
    sockets: sockets.length,
    connectSeconds: connected.seconds,
    total,
    matches: sent.size,
    missing,
    failures,
    latencies,
    afterAnswer,
    answered,
  };
}
