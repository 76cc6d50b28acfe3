// P13 (issue 26): web push under load. BENCH_MEMBERS members are offline with a push device
// each, and get messages from their (online) chat partner: in each round every partner writes
// BENCH_WAVES times, each time spread over BENCH_DURATION seconds; BENCH_ONLINE more have a
// device and a page open. After a warm-up round that is not judged, rounds alternate: the
// members' devices removed (P5's path alone), then in place, BENCH_ROUNDS times each, so both
// conditions share the run's drift. Every push is verified and decrypted by a push service of
// our own (apps/server/test/push-service.ts) in a process of its own, so its work does not count
// against the server; the members' sockets run in another (`lib/push-clients.ts`), so theirs
// does not either. Prints the p95 from a message's acknowledgement to its push arriving (target
// ≤ 2 s), pushes to online members (target 0), and the message acknowledgement's p99 with
// pushes against without (target within 10 %): each round's ratio, their median and spread, and
// each condition's p99 over all its rounds (`lib/push-rounds.ts`).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/push.ts
// Prints figures; always exits 0.
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, lt } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../apps/server/src/db/client';
import { preferences, pushBursts, pushSubscriptions, session } from '../apps/server/src/db/schema';
import { startBenchApp } from './lib/bench-app';
import { inChild } from './lib/child';
import { countCostsOnceDriving } from './lib/costs';
import { ms, openFresh, percentile } from './lib/fresh-database';
import { openChats, seedPairs } from './lib/members';
import type { PushRound, PushRoundFigures } from './lib/push-clients';
import {
  compareRounds,
  pairPushes,
  verdictWithin,
  type Acked,
  type AckRound,
} from './lib/push-rounds';
import { startPushServiceProcess, type BenchArrival } from './lib/push-service-process';
import { pushReceiverSettings } from './lib/push-receivers';
import { benchmark } from './lib/machine';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const ONLINE = Number(process.env.BENCH_ONLINE ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WAVES = Number(process.env.BENCH_WAVES ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const serverUrl = process.env.BENCH_DATABASE_URL;

/**
 * One round of sends by the members, in a process of their own (issue 35). A member hears one
 * push a chat in five minutes (`PUSH_BURST_MS`), so each wave's message would push only in the
 * first round's first wave: the bench forgets each push half a wave after it, every second, in
 * rounds without devices too, so both carry the same extra statement a second.
 */
async function round(db: Database, input: PushRound, onEvent?: (event: string) => void) {
  const forget = () =>
    db.delete(pushBursts).where(lt(pushBursts.sentAt, new Date(Date.now() - DURATION * 500)));
  await db.delete(pushBursts);
  let forgetting = Promise.resolve();
  let failure: unknown;
  const timer = setInterval(() => {
    forgetting = forgetting
      .then(async () => void (await forget()))
      .catch((error: unknown) => void (failure ??= error));
  }, 1000);
  const figures = await inChild<PushRound, PushRoundFigures>(
    new URL('./lib/push-clients.ts', import.meta.url),
    input,
    onEvent,
  ).finally(() => clearInterval(timer));
  await forgetting;
  if (failure !== undefined) throw failure;
  return figures;
}

type PushService = Awaited<ReturnType<typeof startPushServiceProcess>>;

/** Until the pushes stop coming (each one is retried a while if the service stumbles). */
async function pushesStopped(pushService: PushService) {
  for (let seen = -1, now = 0; seen !== now; now = await pushService.arrivedCount()) {
    seen = now;
    await sleep(3000);
  }
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
    const receiverIds = receivers.map((member) => member.id);
    await handle.db.insert(preferences).values(pushReceiverSettings(receiverIds));
    console.log(
      `push bench: ${MEMBERS} offline members with a device, ${ONLINE} online; ${ROUNDS} rounds without devices and ${ROUNDS} with, alternating, each ${WAVES} messages a chat ${DURATION} s apart, on ${handle.kind}`,
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
      waves: WAVES,
    };

    const sessions = await handle.db
      .select({ id: session.id, userId: session.userId })
      .from(session)
      .where(inArray(session.userId, receiverIds));
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

    // A first round without devices that is not judged: the run's first sends pay for the
    // JIT, the pool's connections and the clients' sockets warming up (a p99 of 94.8 ms against
    // 11–23 ms after it, docs/performance.md), which would weigh on the first pair alone.
    const warmUp = await round(handle.db, sending);
    console.log(
      `  warm-up (not judged): acknowledged ${warmUp.acks.length} of ${pairs.length * WAVES}; ack p99 ${ms(percentile(warmUp.acks, 99))}`,
    );
    const rounds: AckRound[] = [];
    const acked: Acked[] = [];
    let perMessage = '';
    for (let n = 1; n <= ROUNDS; n++) {
      const without = await round(handle.db, sending);
      await handle.db.insert(pushSubscriptions).values(rows);
      // The last round's costs: the first one's include starting the push worker.
      const costs = n === ROUNDS ? countCostsOnceDriving(node.url, handle) : undefined;
      const withPush = await round(handle.db, sending, costs?.onEvent);
      await pushesStopped(pushService);
      if (costs)
        perMessage = await costs.stop(
          withPush.acks.length,
          'message and its push (the last round with devices)',
        );
      await handle.db
        .delete(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, receiverIds));
      rounds.push(
        { withPushes: false, acks: without.acks },
        { withPushes: true, acks: withPush.acks },
      );
      acked.push(...withPush.ackedAt);
      console.log(
        `  round ${n}: acknowledged ${without.acks.length} then ${withPush.acks.length} of ${pairs.length * WAVES}; ack p99 without ${ms(percentile(without.acks, 99))}, with pushes ${ms(percentile(withPush.acks, 99))}`,
      );
    }
    await node.close();

    const { arrived, refused } = await pushService.collect();
    const onlineIds = new Set(receiverIds.slice(MEMBERS));
    const isOnline = (push: BenchArrival) => onlineIds.has(deviceOf.get(push.deviceId) ?? '');
    const toOnline = arrived.filter(isOnline).length;
    const { latencies, twice } = pairPushes(
      acked,
      arrived
        .filter((push) => !isOnline(push))
        .map((push) => ({ matchId: push.tag.replace(/^chat:/, ''), at: push.at })),
    );
    const comparison = compareRounds(rounds);
    const { pooled } = comparison;
    const ratios = comparison.ratios.map((ratio) => `${ratio.toFixed(2)}×`).join(', ');
    console.log(
      `  message ack p99 with pushes / without, by round: ${ratios}; pooled over ${pooled.withoutCount} without ${ms(pooled.without)}, over ${pooled.withCount} with ${ms(pooled.with)}`,
    );
    console.log(`  ${perMessage}`);
    console.log(
      `push p13 ${handle.kind}: ${latencies.length} of ${MEMBERS * WAVES * ROUNDS} messages to offline members pushed, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} after the message, ${twice} twice, ${toOnline} to online members, refused ${refused.length}; message ack p99 with pushes ${comparison.median.toFixed(2)}× without (median of ${comparison.ratios.length} rounds, ${comparison.min.toFixed(2)}–${comparison.max.toFixed(2)}×; pooled ${(pooled.with / pooled.without).toFixed(2)}×), within 10 %: ${verdictWithin(comparison, 1.1)}`,
    );
  } finally {
    await pushService.close();
    await handle.drop();
  }
}

void benchmark('push', main);
