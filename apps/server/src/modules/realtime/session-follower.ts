import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData,
} from '@vusal/shared/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { Clock } from '../../clock';
import { mayListen, type SessionResolver } from './socket-auth';

type MemberServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
type MemberSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

// setTimeout's longest wait (about 24.8 days); a session lasts longer, so a timer may re-arm.
const MAX_TIMER_MS = 2 ** 31 - 1;

export type SessionFollowerOptions = {
  sessions: SessionResolver;
  clock: Clock;
  /** How often this node checks its open sockets' sessions (config `socketSessionCheckMs`). */
  checkEveryMs: number;
  log: FastifyBaseLogger;
};

/**
 * SECURITY 39: sockets follow their session without waiting for the client. The guard checks
 * the session when a socket sends; a socket that only listens is ended here:
 * - at its session's expiry, by a timer armed from the handshake (re-armed when the session was
 *   extended meanwhile);
 * - within `checkEveryMs` of its session ending by any path (revoked while Redis was away, so
 *   the disconnect from another node never came; expired; the member deactivated, suspended,
 *   deleted or no longer approved): each node reads every session its sockets hold in one
 *   query, on a timer.
 * A check that fails (the database away) ends nothing: sends are refused by the guard meanwhile.
 */
export function followSessions(io: MemberServer, options: SessionFollowerOptions) {
  const { sessions, clock, log } = options;
  const expiryTimers = new Map<string, NodeJS.Timeout>();

  const end = (socket: MemberSocket) => {
    log.warn({ userId: socket.data.userId }, 'socket of an ended session closed');
    socket.disconnect(true);
  };

  /** Ends the sockets among `open` whose session is over; re-arms the others' expiry. */
  async function check(open: MemberSocket[]) {
    if (open.length === 0) return;
    const live = await sessions.liveSessions([...new Set(open.map((s) => s.data.sessionId))]);
    const holders = new Map(live.filter(mayListen).map((user) => [user.sessionId, user]));
    for (const socket of open) {
      const user = holders.get(socket.data.sessionId);
      if (user?.id !== socket.data.userId) end(socket);
      else armExpiry(socket, user.sessionExpiresAt);
    }
  }

  function armExpiry(socket: MemberSocket, expiresAt: Date) {
    clearTimeout(expiryTimers.get(socket.id));
    if (socket.disconnected) return;
    const wait = Math.min(Math.max(0, expiresAt.getTime() - clock.now().getTime()), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      expiryTimers.delete(socket.id);
      check([socket]).catch((error: unknown) =>
        log.warn({ err: error }, 'socket session could not be checked'),
      );
    }, wait);
    timer.unref();
    expiryTimers.set(socket.id, timer);
  }

  let isChecking = false;
  const sweep = setInterval(() => {
    // A slow database must not stack checks up.
    if (isChecking) return;
    isChecking = true;
    check([...io.of('/').sockets.values()])
      .catch((error: unknown) => log.warn({ err: error }, 'socket sessions could not be checked'))
      .finally(() => {
        isChecking = false;
      });
  }, options.checkEveryMs);
  sweep.unref();

  return {
    /** A socket just admitted with `expiresAt` from its handshake. */
    follow(socket: MemberSocket, expiresAt: Date) {
      armExpiry(socket, expiresAt);
      socket.once('disconnect', () => {
        clearTimeout(expiryTimers.get(socket.id));
        expiryTimers.delete(socket.id);
      });
    },
    stop() {
      clearInterval(sweep);
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
    },
  };
}
