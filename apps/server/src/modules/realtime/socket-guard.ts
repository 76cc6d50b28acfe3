import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData,
} from '@vusal/shared/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Clock } from '../../clock';
import type { Limits } from '../../infra/limits/limits.types';
import type { SocketLimits } from '../../infra/limits/socket-limits';
import type { BusHealth } from './bus-health';
import { failure, failureCode } from './socket-answers';
import { memberOf, type SessionResolver } from './socket-auth';

type MemberSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export type SocketGuardOptions = {
  limits: Limits;
  socketLimits: SocketLimits;
  sessions: SessionResolver;
  bus: BusHealth;
  clock: Clock;
  /** What the handshake read: the bus's epoch before it asked, and the session's expiry. */
  verified: Verified;
  log: FastifyBaseLogger;
};

/** The last reading of a socket's session from the database. */
export type Verified = { epoch: number | undefined; expiresAt: Date };

const isKnownEvent = (limits: SocketLimits, event: unknown): event is keyof SocketLimits =>
  typeof event === 'string' && Object.hasOwn(limits, event);

/**
 * Runs before every event a client sends, like the session hook and the limits before a route:
 * 1. the member's budget for that event (issue 20, item 4), counted without the database, so a
 *    flood is refused with RATE_LIMITED before it costs a query;
 * 2. the session the socket was opened with (issue 20, items 3 and 5; issue 35, item 2): a
 *    session that expired or was revoked, or a member no longer active, approved or present,
 *    ends the socket, so nothing it sends is stored. The session is read from the database only
 *    when this node may have missed its end: the bus has been away since the last reading (the
 *    disconnect from another node may never have arrived), or its expiry has passed (it may
 *    have been extended). Otherwise every end of it would already have closed the socket
 *    (bus-health.ts), and the event costs no round trip.
 * Events nobody listens for are dropped unanswered.
 */
export function guardSocketEvents(socket: MemberSocket, options: SocketGuardOptions) {
  const { userId, sessionId } = socket.data;
  // SECURITY 26: refusals are logged with the member and the address.
  const ip = socket.handshake.address;
  let verified = options.verified;
  socket.use((packet, next) => {
    const [event] = packet;
    const last: unknown = packet[packet.length - 1];
    const ack = typeof last === 'function' ? (last as (answer: unknown) => void) : () => {};
    if (!isKnownEvent(options.socketLimits, event)) return;
    const window = options.socketLimits[event];
    admit(event, window).then(
      (admitted) => {
        if (admitted) next();
      },
      (error: unknown) => {
        const { code, unexpected } = failureCode(error);
        if (unexpected) options.log.error({ err: error, event }, 'socket event not admitted');
        ack(failure(code));
      },
    );

    async function admit(name: string, limit: { max: number; windowMs: number }) {
      const verdict = await options.limits.hit(`socket:${name}:${userId}`, limit);
      if (!verdict.allowed) {
        // Once per window, not once per refused event of a flood.
        if (verdict.count === limit.max + 1) {
          options.log.warn({ userId, ip, event: name }, 'socket event limit reached');
        }
        ack(failure('RATE_LIMITED'));
        return false;
      }
      // Read before the database is asked: a change of the bus meanwhile is caught next time.
      const epoch = options.bus.epoch();
      if (
        epoch !== undefined &&
        epoch === verified.epoch &&
        options.clock.now() < verified.expiresAt
      ) {
        return true;
      }
      const member = await memberOf(socket.request, options.sessions);
      if (member?.id !== userId || member.sessionId !== sessionId) {
        options.log.warn({ userId, ip, event: name }, 'socket of an ended session closed');
        ack(failure('UNAUTHENTICATED'));
        socket.disconnect(true);
        return false;
      }
      verified = { epoch, expiresAt: member.sessionExpiresAt };
      return true;
    }
  });
}
