// P5 and P6's members, run by `inChild` in a process of their own: each socket sends once a
// second to its chat for the run's duration, stored before its acknowledgement (or through the
// bare relay, which knows a socket by the `relay` ids it is handed).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';
import { connectMember, type BenchMember, type BenchSocket } from './clients';

export type ChatSeat = {
  url: string;
  matchId: string;
  member?: BenchMember;
  relay?: { id: string; partner: string };
};

export type ChatLoad = { seats: ChatSeat[]; duration: number; reconnect: boolean };

export type ChatFigures = {
  connectSeconds: number;
  /** Sorted, in ms: from when each send was due until its acknowledgement. */
  acked: number[];
  /** Sorted, in ms: from when each send was due until the partner's socket had it. */
  delivered: number[];
  sent: number;
  ackedIds: string[];
};

async function connect(seat: ChatSeat, reconnect: boolean): Promise<BenchSocket> {
  if (seat.member) return connectMember(seat.url, seat.member, { reconnect });
  const socket: BenchSocket = io(seat.url, {
    transports: ['websocket'],
    forceNew: true,
    auth: seat.relay,
  });
  await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
  return socket;
}

/**
 * Each seat sends once a second, spread over the second, with the same client id until
 * acknowledged (a node may be restarting); records both latencies against the due time. Tells
 * `driving` once every seat is connected and the sends are about to start.
 */
export async function run(
  { seats, duration, reconnect }: ChatLoad,
  tell: (event: string) => void,
): Promise<ChatFigures> {
  const connecting = performance.now();
  const sockets: BenchSocket[] = [];
  for (const seat of seats) sockets.push(await connect(seat, reconnect));
  const connectSeconds = (performance.now() - connecting) / 1000;

  const due = new Map<string, { at: number; from: BenchSocket }>();
  const delivered: number[] = [];
  for (const socket of sockets) {
    // Every page of both members gets the message; the partner's is the delivery.
    socket.on('message:new', ({ message }) => {
      const sending = due.get(message.clientId);
      if (sending && sending.from !== socket) delivered.push(performance.now() - sending.at);
    });
  }
  const acked: number[] = [];
  const ackedIds: string[] = [];
  let sent = 0;
  tell('driving');
  const started = performance.now() + 500;
  await Promise.all(
    sockets.map(async (socket, index) => {
      const { matchId } = seats[index]!;
      const offset = (index / sockets.length) * 1000;
      for (let second = 0; second < duration; second++) {
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
  for (const socket of sockets) socket.close();
  return {
    connectSeconds,
    acked: acked.sort((a, b) => a - b),
    delivered: delivered.sort((a, b) => a - b),
    sent,
    ackedIds,
  };
}
