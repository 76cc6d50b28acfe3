// P13 (issue 26): web push under load. BENCH_MEMBERS members are offline with a push device
// each, and each gets one message from their (online) chat partner, spread over BENCH_DURATION
// seconds; BENCH_ONLINE more have a device and a page open. Every push is verified and decrypted
// by a push service of our own (apps/server/test/push-service.ts) in a process of its own, so
// its work does not count against the server; the members' sockets run in another
// (`lib/push-clients.ts`), so theirs does not either. Prints the p95 from a
// message's acknowledgement to its push arriving (target ≤ 2 s), pushes to online members
// (target 0), and the message acknowledgement with pushes against the same run without devices
// (P5's path; target within 10 %).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/push.ts
// Prints figures; always exits 0.
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { preferences, pushSubscriptions, session } from '../apps/server/src/db/schema';
import { startBenchApp } from './lib/bench-app';
import { inChild } from './lib/child';
import { countCostsOnceDriving } from './lib/costs';
import { ms, openFresh, percentile } from './lib/fresh-database';
import { openChats, seedPairs } from './lib/members';
import type { PushRound, PushRoundFigures } from './lib/push-clients';
import { startPushServiceProcess } from './lib/push-service-process';
import { pushReceiverSettings } from './lib/push-receivers';
import { benchmark } from './lib/machine';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const ONLINE = Number(process.env.BENCH_ONLINE ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL;

/** One round of sends by the members, in a process of their own (issue 35). */
const round = (input: PushRound, onEvent?: (event: string) => void) =>
  inChild<PushRound, PushRoundFigures>(
    new URL('./lib/push-clients.ts', import.meta.url),
    input,
    onEvent,
  );

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
    const sending: PushRound = {
      url: node.url,
      senders: pairs.map(([man], n) => ({ member: man, matchId: matchIds[n]! })),
      online: receivers.slice(MEMBERS),
      duration: DURATION,
    };

    // The same traffic before any device exists: the message path's own cost.
    const without = await round(sending);

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

    const costs = countCostsOnceDriving(node.url, handle);
    const withPush = await round(sending, costs.onEvent);
    const ackedAt = new Map(withPush.ackedAt);
    // Until the pushes stop coming (each one is retried a while if the service stumbles).
    for (let seen = -1, now = 0; seen !== now; now = await pushService.arrivedCount()) {
      seen = now;
      await sleep(3000);
    }
    const perMessage = await costs.stop(withPush.acks.length, 'message and its push');
    const { arrived, refused } = await pushService.collect();
    const onlineIds = new Set(receivers.slice(MEMBERS).map((member) => member.id));
    const latencies: number[] = [];
    let toOnline = 0;
    for (const push of arrived) {
      if (onlineIds.has(deviceOf.get(push.deviceId) ?? '')) toOnline++;
      const acked = ackedAt.get(push.tag.replace(/^chat:/, ''));
      if (acked !== undefined) latencies.push(push.at - acked);
    }
    latencies.sort((a, b) => a - b);
    // A push the service took twice (a retry after a slow answer would be one).
    const twice = arrived.length - new Set(arrived.map((push) => push.deviceId)).size;
    console.log(
      `  acknowledged ${without.acks.length} then ${withPush.acks.length} of ${pairs.length}; pushes arrived ${arrived.length}, ${twice} of them twice`,
    );
    await node.close();

    const p99Ratio = percentile(withPush.acks, 99) / percentile(without.acks, 99);
    console.log(
      `  message ack without devices p50 ${ms(percentile(without.acks, 50))} p99 ${ms(percentile(without.acks, 99))} | with pushes p50 ${ms(percentile(withPush.acks, 50))} p99 ${ms(percentile(withPush.acks, 99))}`,
    );
    console.log(`  ${perMessage}`);
    console.log(
      `push p13 ${handle.kind}: ${latencies.length} of ${MEMBERS} offline members pushed, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} after the message, ${toOnline} to online members, refused ${refused.length}, message ack p99 ${p99Ratio.toFixed(2)}x without pushes`,
    );
  } finally {
    await pushService.close();
    await handle.drop();
  }
}

void benchmark('push', main);
