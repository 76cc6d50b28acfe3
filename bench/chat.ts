// P5 and P6 (issue 10): chat under load. Every member of BENCH_SOCKETS sends one message a
// second to their chat partner for BENCH_DURATION seconds, each stored before its
// acknowledgement. Latency runs from when the send was due (so a late sender counts) until the
// acknowledgement, and until the partner's socket has it.
// The members run in a process of their own (issue 25), so a figure is the server's; each run
// ends with its acknowledged messages a second as a share of the insert anchor (bench/pgbench.ts).
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
import { messages } from '../apps/server/src/db/schema';
import { anchorFor, shareOf } from './lib/anchor';
import { countCostsOnceDriving } from './lib/costs';
import { startBenchApp } from './lib/bench-app';
import type { ChatFigures, ChatLoad } from './lib/chat-clients';
import { inChild } from './lib/child';
import type { BenchMember } from './lib/clients';
import { ms, openFresh, percentile } from './lib/fresh-database';
import { openChats, seedPairs } from './lib/members';
import { benchmark } from './lib/machine';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const NODES = Number(process.env.BENCH_NODES ?? 1);
const serverUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Node 2 shuts down gracefully half-way and starts again on its port; its pages reconnect.
const RESTART = process.env.BENCH_RESTART === '1';

type Result = ChatFigures;

/** The members' sockets and sends, in a process of their own (issue 25). */
const clients = (load: ChatLoad, onEvent?: (event: string) => void) =>
  inChild<ChatLoad, ChatFigures>(new URL('./lib/chat-clients.ts', import.meta.url), load, onEvent);

/** Acknowledged messages a second over the run. */
const rate = (result: Result) => result.acked.length / DURATION;

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
  const url = `http://127.0.0.1:${port}`;
  const seats = pairs.flatMap(([a, b]) => [
    { url, matchId: a.id, relay: { id: a.id, partner: b.id } },
    { url, matchId: b.id, relay: { id: b.id, partner: a.id } },
  ]);
  try {
    return await clients({ seats, duration: DURATION, reconnect: false });
  } finally {
    await server.close();
  }
}

async function main() {
  const handle = await openFresh(serverUrl);
  try {
    const pairs = await seedPairs(handle.db, SOCKETS / 2);
    const matchIds = await openChats(handle.db, pairs);
    console.log(
      `chat bench: ${SOCKETS} sockets in ${pairs.length} chats, 1 message/s each for ${DURATION} s, ${NODES} node(s) on ${handle.kind}`,
    );
    const seats = (urls: [string, string]) =>
      pairs.flatMap(([man, woman], n) => [
        { url: urls[0], matchId: matchIds[n]!, member: man },
        { url: urls[1], matchId: matchIds[n]!, member: woman },
      ]);

    const node = await startBenchApp(handle);
    const costs = countCostsOnceDriving(node.url, handle);
    const app = await clients(
      { seats: seats([node.url, node.url]), duration: DURATION, reconnect: false },
      costs.onEvent,
    ).catch(async (error: unknown) => {
      await node.close();
      throw error;
    });
    const perSend = await costs.stop(app.acked.length, 'message').finally(() => node.close());
    console.log(`  connected in ${app.connectSeconds.toFixed(1)} s`);
    report('one node (stored before ack)', app);
    console.log(`  ${perSend}`);
    const anchor = await anchorFor(serverUrl);
    if (NODES === 1) {
      const relay = await relayOnly(pairs);
      report('relay only', relay);
      console.log(
        `chat p5 ${handle.kind}: ack p50 ${ms(percentile(app.acked, 50))}, p99 ${ms(percentile(app.acked, 99))}, delivered ${((100 * app.delivered.length) / Math.max(1, app.acked.length)).toFixed(2)} %, p99 ${(percentile(app.acked, 99) / percentile(relay.acked, 99)).toFixed(1)}x relay-only, ${rate(app).toFixed(0)} msg/s = ${shareOf(rate(app), anchor)}`,
      );
      return;
    }

    // P6: man of each pair on node 1, woman on node 2; node 2 restarts half-way if asked.
    const stream = `vusal:bench:${randomUUID()}`;
    const first = await startBenchApp(handle, { redisUrl, redisNamespace: stream });
    let second = await startBenchApp(handle, { redisUrl, redisNamespace: stream });
    let driving: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (driving = resolve));
    const restart = (async () => {
      if (!RESTART) return;
      await started;
      await sleep((DURATION * 1000) / 2);
      const port = second.port;
      await second.close();
      second = await startBenchApp(handle, { redisUrl, redisNamespace: stream, port });
      console.log('  node 2 restarted');
    })();
    const split = await clients(
      { seats: seats([first.url, second.url]), duration: DURATION, reconnect: true },
      (event) => {
        if (event === 'driving') driving();
      },
    );
    await restart;
    const counts = await handle.db
      .select({ clientId: messages.clientId, count: sql<number>`count(*)::int` })
      .from(messages)
      .where(inArray(messages.clientId, split.ackedIds))
      .groupBy(messages.clientId);
    const storedOnce = counts.filter((row) => row.count === 1).length;
    const wrong = split.ackedIds.length - storedOnce;
    await first.close();
    await second.close();
    report('two nodes, pairs split', split);
    console.log(
      `chat p6 ${handle.kind}: ack p99 ${ms(percentile(split.acked, 99))} (${(percentile(split.acked, 99) / percentile(app.acked, 99)).toFixed(2)}x one node), delivered p99 ${ms(percentile(split.delivered, 99))} (${(percentile(split.delivered, 99) / percentile(app.delivered, 99)).toFixed(2)}x one node), acknowledged not stored exactly once: ${wrong} of ${split.ackedIds.length}, ${rate(split).toFixed(0)} msg/s = ${shareOf(rate(split), anchor)}`,
    );
  } finally {
    await handle.drop();
  }
}

void benchmark('chat', main);
