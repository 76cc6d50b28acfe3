import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData,
} from '@vusal/shared/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Limits } from '../../infra/limits/limits.types';
import type { SocketLimits } from '../../infra/limits/socket-limits';
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
  log: FastifyBaseLogger;
};

const isKnownEvent = (limits: SocketLimits, event: unknown): event is keyof SocketLimits =>
  typeof event === 'string' && Object.hasOwn(limits, event);

/**
 * Runs before every event a client sends, like the session hook and the limits before a route:
 * 1. the member's budget for that event (issue 20, item 4), counted without the database, so a
 *    flood is refused with RATE_LIMITED before it costs a query;
 * 2. the session the socket was opened with, read again (issue 20, items 3 and 5): a session
 *    that expired or was revoked by any path, or a member no longer active, approved or
 *    present, ends the socket, so nothing it sends is stored, even when the disconnect from
 *    another node never arrived (Redis away).
 * Events nobody listens for are dropped unanswered.
 */
export function guardSocketEvents(socket: MemberSocket, options: SocketGuardOptions) {
  const { userId, sessionId } = socket.data;
  // SECURITY 26: refusals are logged with the member and the address.
  const ip = socket.handshake.address;
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
      const member = await memberOf(socket.request, options.sessions);
      if (member?.id !== userId || member.sessionId !== sessionId) {
        options.log.warn({ userId, ip, event: name }, 'socket of an ended session closed');
        ack(failure('UNAUTHENTICATED'));
        socket.disconnect(true);
        return false;
      }
      return true;
    }
  });
}
