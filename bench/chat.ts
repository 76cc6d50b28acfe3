// P5 and P6 (issue 10): chat under load. Every member of BENCH_SOCKETS sends one message a
// second to their chat partner for BENCH_DURATION seconds, each stored before its
// acknowledgement. Latency runs from when the send was due (so a late sender counts) until the
// acknowledgement, and until the partner's socket has it.
//   P5: one node, and a relay-only Socket.IO server (no session, no database) in the same run.
//   P6 (BENCH_NODES=2): one node, then two app instances over Redis (BENCH_REDIS_URL, default
//       the local one) with every pair split across them, in the same run (BENCH_RESTART=1: the
//       second restarted mid-run); the p99 ratio, and acknowledged messages not stored exactly once.
//   BENCH_SOCKETS=5000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/chat.ts
// Prints figures; always exits 0.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { messages } from '../apps/server/src/db/schema';
import { connectAll, connectMember, startBenchApp, type BenchSocket } from './lib/bench-app';
import { ms, openFresh, percentile } from './lib/fresh-database';
import { openChats, seedPairs, type BenchMember } from './lib/members';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const NODES = Number(process.env.BENCH_NODES ?? 1);
const serverUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Node 2 shuts down gracefully half-way and starts again on its port; its pages reconnect.
const RESTART = process.env.BENCH_RESTART === '1';

type Sender = { socket: BenchSocket; matchId: string };
type Result = { acked: number[]; delivered: number[]; sent: number; ackedIds: string[] };

/**
 * Each sender sends once a second, spread over the second, with the same client id until
 * acknowledged (a node may be restarting); records both latencies against the due time.
 */
async function drive(senders: Sender[], receivers: BenchSocket[]): Promise<Result> {
  const due = new Map<string, { at: number; from: BenchSocket }>();
  const delivered: number[] = [];
  for (const socket of receivers) {
    // Every page of both members gets the message; the partner's is the delivery.
    socket.on('message:new', ({ message }) => {
      const sending = due.get(message.clientId);
      if (sending && sending.from !== socket) delivered.push(performance.now() - sending.at);
    });
  }
  const acked: number[] = [];
  const ackedIds: string[] = [];
  let sent = 0;
  const started = performance.now() + 500;
  await Promise.all(
    senders.map(async ({ socket, matchId }, index) => {
      const offset = (index / senders.length) * 1000;
      for (let second = 0; second < DURATION; second++) {
        const at = started + offset + second * 1000;
        const wait = at - performance.now();
        if (wait > 0) await sleep(wait);
        const clientId = randomUUID();
        due.set(clientId, { at, from: socket });
        sent++;
        for (let attempt = 0; attempt < 30; attempt++) {
          const answer = await socket
            .timeout(10_000)
            .emitWithAck('message:send', { matchId, clientId, text: `bench ${second}` })
            .catch(() => undefined);
          if (answer?.ok) {
            acked.push(performance.now() - at);
            ackedIds.push(clientId);
            break;
          }
          await sleep(200);
        }
      }
    }),
  );
  await sleep(2000);
  for (const socket of receivers) socket.removeAllListeners('message:new');
  return {
    acked: acked.sort((a, b) => a - b),
    delivered: delivered.sort((a, b) => a - b),
    sent,
    ackedIds,
  };
}

function report(label: string, result: Result) {
  const { acked, delivered } = result;
  console.log(
    `  ${label.padEnd(30)} ack p50 ${ms(percentile(acked, 50))} p99 ${ms(percentile(acked, 99))} | delivered p50 ${ms(percentile(delivered, 50))} p99 ${ms(percentile(delivered, 99))} | ${((100 * delivered.length) / Math.max(1, acked.length)).toFixed(2)} % of ${acked.length} acknowledged delivered (${result.sent} sent)`,
  );
}

/** The same traffic through a bare Socket.IO relay: no session, no validation, no database. */
async function relayOnly(pairs: [BenchMember, BenchMember][]): Promise<Result> {
  const http = createServer();
  const server = new Server(http);
  server.on('connection', (socket) => {
    const { id, partner } = socket.handshake.auth as { id: string; partner: string };
    void socket.join(id);
    socket.on('message:send', (payload: { clientId: string }, ack: (answer: unknown) => void) => {
      const message = { ...payload, id: payload.clientId };
      server.to(partner).emit('message:new', { message });
      server.to(id).emit('message:new', { message });
      ack({ ok: true, data: { message } });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as { port: number };
  const sockets: BenchSocket[] = [];
  const senders: Sender[] = [];
  for (const [a, b] of pairs) {
    for (const [self, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const socket: BenchSocket = io(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        forceNew: true,
        auth: { id: self.id, partner: other.id },
      });
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
      sockets.push(socket);
      senders.push({ socket, matchId: self.id });
    }
  }
  const result = await drive(senders, sockets);
  for (const socket of sockets) socket.close();
  await server.close();
  return result;
}

async function main() {
  const handle = await openFresh(serverUrl);
  try {
    const pairs = await seedPairs(handle.db, SOCKETS / 2);
    const matchIds = await openChats(handle.db, pairs);
    console.log(
      `chat bench: ${SOCKETS} sockets in ${pairs.length} chats, 1 message/s each for ${DURATION} s, ${NODES} node(s) on ${handle.kind}`,
    );
    const senders = (sockets: BenchSocket[]) =>
      sockets.map((socket, n) => ({ socket, matchId: matchIds[Math.floor(n / 2)]! }));

    const node = await startBenchApp(handle);
    const connected = await connectAll(node.url, pairs.flat());
    console.log(`  connected in ${connected.seconds.toFixed(1)} s`);
    const app = await drive(senders(connected.sockets), connected.sockets);
    for (const socket of connected.sockets) socket.close();
    await node.close();
    report('one node (stored before ack)', app);
    if (NODES === 1) {
      const relay = await relayOnly(pairs);
      report('relay only', relay);
      console.log(
        `chat p5 ${handle.kind}: ack p50 ${ms(percentile(app.acked, 50))}, p99 ${ms(percentile(app.acked, 99))}, delivered ${((100 * app.delivered.length) / Math.max(1, app.acked.length)).toFixed(2)} %, p99 ${(percentile(app.acked, 99) / percentile(relay.acked, 99)).toFixed(1)}x relay-only`,
      );
      return;
    }

    // P6: man of each pair on node 1, woman on node 2; node 2 restarts half-way if asked.
    const stream = `vusal:bench:${randomUUID()}`;
    const first = await startBenchApp(handle, { redisUrl, redisNamespace: stream });
    let second = await startBenchApp(handle, { redisUrl, redisNamespace: stream });
    const sockets: BenchSocket[] = [];
    for (const [man, woman] of pairs) {
      sockets.push(await connectMember(first.url, man, { reconnect: true }));
      sockets.push(await connectMember(second.url, woman, { reconnect: true }));
    }
    const restart = (async () => {
      if (!RESTART) return;
      await sleep((DURATION * 1000) / 2);
      const port = second.port;
      await second.close();
      second = await startBenchApp(handle, { redisUrl, redisNamespace: stream, port });
      console.log('  node 2 restarted');
    })();
    const split = await drive(senders(sockets), sockets);
    await restart;
    const counts = await handle.db
      .select({ clientId: messages.clientId, count: sql<number>`count(*)::int` })
      .from(messages)
      .where(inArray(messages.clientId, split.ackedIds))
      .groupBy(messages.clientId);
    const storedOnce = counts.filter((row) => row.count === 1).length;
    const wrong = split.ackedIds.length - storedOnce;
    for (const socket of sockets) socket.close();
    await first.close();
    await second.close();
    report('two nodes, pairs split', split);
    console.log(
      `chat p6 ${handle.kind}: ack p99 ${ms(percentile(split.acked, 99))} (${(percentile(split.acked, 99) / percentile(app.acked, 99)).toFixed(2)}x one node), delivered p99 ${ms(percentile(split.delivered, 99))} (${(percentile(split.delivered, 99) / percentile(app.delivered, 99)).toFixed(2)}x one node), acknowledged not stored exactly once: ${wrong} of ${split.ackedIds.length}`,
    );
  } finally {
    await handle.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('chat: failed (see above)');
  process.exitCode = 0;
});
