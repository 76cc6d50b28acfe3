// P13 (issue 26): web push under load. BENCH_MEMBERS members are offline with a push device
// each, and each gets one message from their (online) chat partner, spread over BENCH_DURATION
// seconds; BENCH_ONLINE more have a device and a page open. Every push is verified and decrypted
// by a push service of our own (apps/server/test/push-service.ts) in a process of its own, so
// its work does not count against the server. Prints the p95 from a
// message's acknowledgement to its push arriving (target ≤ 2 s), pushes to online members
// (target 0), and the message acknowledgement with pushes against the same run without devices
// (P5's path; target within 10 %).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/push.ts
// Prints figures; always exits 0.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { preferences, pushSubscriptions, session } from '../apps/server/src/db/schema';
import { startBenchApp } from './lib/bench-app';
import { countCosts } from './lib/costs';
import { connectAll, type BenchSocket } from './lib/clients';
import { ms, openFresh, percentile } from './lib/fresh-database';
import { openChats, seedPairs } from './lib/members';
import { startPushServiceProcess } from './lib/push-service-process';
import { pushReceiverSettings } from './lib/push-receivers';
import { benchmark } from './lib/machine';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const ONLINE = Number(process.env.BENCH_ONLINE ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL;

/**
 * Each sender writes once, spread over the run; answers each chat's acknowledgement time (ms
 * since the epoch, as the push service's process records arrivals).
 */
async function sendOnce(senders: { socket: BenchSocket; matchId: string }[]) {
  const ackedAt = new Map<string, number>();
  const acks: number[] = [];
  const started = performance.now() + 300;
  await Promise.all(
    senders.map(async ({ socket, matchId }, index) => {
      const at = started + (index / senders.length) * DURATION * 1000;
      const wait = at - performance.now();
      if (wait > 0) await sleep(wait);
      const answer = await socket
        .timeout(10_000)
        .emitWithAck('message:send', { matchId, clientId: randomUUID(), text: 'bench' })
        .catch(() => undefined);
      if (!answer?.ok) return;
      const now = performance.now();
      acks.push(now - at);
      ackedAt.set(matchId, performance.timeOrigin + now);
    }),
  );
  return { ackedAt, acks: acks.sort((a, b) => a - b) };
}

async function main() {
  const handle = await openFresh(serverUrl);
  const vapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@vusal.test' };
  const pushService = await startPushServiceProcess(vapidKeys.publicKey);
  try {
    const pairs = await seedPairs(handle.db, MEMBERS + ONLINE);
    const matchIds = await openChats(handle.db, pairs);
    // The man of each pair writes; the woman receives.
    const receivers = pairs.map(([, woman]) => woman);
    await handle.db
      .insert(preferences)
      .values(pushReceiverSettings(receivers.map((member) => member.id)));
    console.log(
      `push bench: ${MEMBERS} offline members with a device, ${ONLINE} online, one message each over ${DURATION} s, on ${handle.kind}`,
    );

    const node = await startBenchApp(handle, {
      push: {
        vapidKeys,
        allowPushEndpoint: (endpoint) => endpoint.origin === pushService.origin,
      },
    });
    const senders = await connectAll(
      node.url,
      pairs.map(([man]) => man),
    );
    const online = await connectAll(node.url, receivers.slice(MEMBERS));
    const chats = senders.sockets.map((socket, n) => ({ socket, matchId: matchIds[n]! }));

    // The same traffic before any device exists: the message path's own cost.
    const without = await sendOnce(chats);

    const sessions = await handle.db
      .select({ id: session.id, userId: session.userId })
      .from(session)
      .where(
        inArray(
          session.userId,
          receivers.map((member) => member.id),
        ),
      );
    const deviceOf = new Map<string, string>();
    const devices = await pushService.newDevices(sessions.length);
    const rows = sessions.map((row, index) => {
      const device = devices[index]!;
      deviceOf.set(device.id, row.userId);
      return {
        userId: row.userId,
        sessionId: row.id,
        endpoint: device.subscription.endpoint,
        p256dh: device.subscription.keys.p256dh,
        auth: device.subscription.keys.auth,
      };
    });
    await handle.db.insert(pushSubscriptions).values(rows);

    const costs = await countCosts(node.url, handle);
    const withPush = await sendOnce(chats);
    // Until the pushes stop coming (each one is retried a while if the service stumbles).
    for (let seen = -1, now = 0; seen !== now; now = await pushService.arrivedCount()) {
      seen = now;
      await sleep(3000);
    }
    // The senders' sockets share this process, so the server's CPU includes theirs.
    const perMessage = await costs.stop(withPush.acks.length, 'message and its push');
    const { arrived, refused } = await pushService.collect();
    const onlineIds = new Set(receivers.slice(MEMBERS).map((member) => member.id));
    const latencies: number[] = [];
    let toOnline = 0;
    for (const push of arrived) {
      if (onlineIds.has(deviceOf.get(push.deviceId) ?? '')) toOnline++;
      const acked = withPush.ackedAt.get(push.tag.replace(/^chat:/, ''));
      if (acked !== undefined) latencies.push(push.at - acked);
    }
    latencies.sort((a, b) => a - b);
    // A push the service took twice (a retry after a slow answer would be one).
    const twice = arrived.length - new Set(arrived.map((push) => push.deviceId)).size;
    console.log(
      `  acknowledged ${without.acks.length} then ${withPush.acks.length} of ${chats.length}; pushes arrived ${arrived.length}, ${twice} of them twice`,
    );
    for (const socket of [...senders.sockets, ...online.sockets]) socket.close();
    await node.close();

    const p99Ratio = percentile(withPush.acks, 99) / percentile(without.acks, 99);
    console.log(
      `  message ack without devices p50 ${ms(percentile(without.acks, 50))} p99 ${ms(percentile(without.acks, 99))} | with pushes p50 ${ms(percentile(withPush.acks, 50))} p99 ${ms(percentile(withPush.acks, 99))}`,
    );
    console.log(`  ${perMessage} (server CPU includes the senders' sockets)`);
    console.log(
      `push p13 ${handle.kind}: ${latencies.length} of ${MEMBERS} offline members pushed, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} after the message, ${toOnline} to online members, refused ${refused.length}, message ack p99 ${p99Ratio.toFixed(2)}x without pushes`,
    );
  } finally {
    await pushService.close();
    await handle.drop();
  }
}

void benchmark('push', main);
