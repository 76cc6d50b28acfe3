// P13's members, run by `inChild` in a process of their own (issue 35): their sockets' work must
// not share the server's event loop, as P5's do not. The online members connect first and stay
// for the round; then every sender writes `waves` times to their chat, each wave spread over
// `duration` seconds, so one round yields more acknowledgements at the same rate.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectAll, type BenchMember } from './clients';
import type { Acked } from './push-rounds';

export type PushRound = {
  url: string;
  senders: { member: BenchMember; matchId: string }[];
  /** Members with a page open: no push may reach them. */
  online: BenchMember[];
  /** Seconds of one wave, in which every sender writes once. */
  duration: number;
  waves: number;
};

export type PushRoundFigures = {
  /** Sorted, in ms: from when each send was due until its acknowledgement. */
  acks: number[];
  /** Each acknowledged message's chat and when (ms since the epoch, as the push service records arrivals). */
  ackedAt: Acked[];
};

/** Tells `driving` once every socket is connected and the sends are about to start. */
export async function run(round: PushRound, tell: (event: string) => void) {
  const online = await connectAll(round.url, round.online);
  const senders = await connectAll(
    round.url,
    round.senders.map(({ member }) => member),
  );
  const ackedAt: Acked[] = [];
  const acks: number[] = [];
  tell('driving');
  const started = performance.now() + 300;
  await Promise.all(
    senders.sockets.map(async (socket, index) => {
      const { matchId } = round.senders[index]!;
      for (let wave = 0; wave < round.waves; wave++) {
        const at = started + (wave + index / senders.sockets.length) * round.duration * 1000;
        const wait = at - performance.now();
        if (wait > 0) await sleep(wait);
        const answer = await socket
          .timeout(10_000)
          .emitWithAck('message:send', { matchId, clientId: randomUUID(), text: 'bench' })
          .catch(() => undefined);
        if (!answer?.ok) continue;
        const now = performance.now();
        acks.push(now - at);
        ackedAt.push({ matchId, at: performance.timeOrigin + now });
      }
    }),
  );
  // A message's notice goes out with those of the next 50 ms (decision 068): an online member
  // who left before it would be away by then, and pushed.
  await sleep(1000);
  for (const socket of [...senders.sockets, ...online.sockets]) socket.close();
  return { acks: acks.sort((a, b) => a - b), ackedAt } satisfies PushRoundFigures;
}
