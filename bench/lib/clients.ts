import type { ClientToServerEvents, ServerToClientEvents } from '@vusal/shared/events';
import { io, type Socket } from 'socket.io-client';

// What the benchmark clients need, without the app: they run in processes of their own.

/** The origin every benchmark client claims; the app trusts it as its PUBLIC_URL. */
export const ORIGIN = 'http://127.0.0.1';

export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A signed-in member as a client knows them: their id and session token. */
export type BenchMember = { id: string; token: string };

/** A member's socket over WebSocket with their session cookie, connected. */
export async function connectMember(
  url: string,
  member: BenchMember,
  options: { reconnect?: boolean } = {},
): Promise<BenchSocket> {
  const socket: BenchSocket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: options.reconnect ?? false,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    extraHeaders: { origin: ORIGIN, cookie: `vusal_session=${member.token}` },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Connects every member, one after the other; answers the sockets and the seconds it took. */
export async function connectAll(
  url: string,
  members: BenchMember[],
  options?: { reconnect?: boolean },
) {
  const started = performance.now();
  const sockets: BenchSocket[] = [];
  for (const member of members) sockets.push(await connectMember(url, member, options));
  return { sockets, seconds: (performance.now() - started) / 1000 };
}
