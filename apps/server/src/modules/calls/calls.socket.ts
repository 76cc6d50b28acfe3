import type {
  Ack,
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData,
} from '@vusal/shared/events';
import {
  callRefSchema,
  callSignalSchema,
  endCallSchema,
  startCallSchema,
  type CallGrant,
} from '@vusal/shared/schemas/calls';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { ZodType } from 'zod';
import { failure, failureCode } from '../realtime';
import type { CallsService } from './calls.service';

type CallServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type CallSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * The call events (issue 40). The realtime guard has checked the budget and the session (an
 * active, approved member) before any of these runs; each payload is parsed by its shared
 * schema; the service decides the rest. The page's socket id names the page in the call.
 */
export function registerCallsSocket(
  io: CallServer,
  options: { calls: CallsService; log: FastifyBaseLogger },
) {
  const { calls, log } = options;

  function on<T, R extends CallGrant | null>(
    socket: CallSocket,
    event: keyof ClientToServerEvents,
    schema: ZodType<T>,
    work: (userId: string, input: T) => Promise<R>,
  ) {
    (socket as unknown as { on(e: string, h: (p: unknown, a: unknown) => void): void }).on(
      event,
      (payload: unknown, ackArg: unknown) => {
        const ack = typeof ackArg === 'function' ? (ackArg as (result: Ack<R>) => void) : () => {};
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return ack(failure('VALIDATION_FAILED'));
        work(socket.data.userId, parsed.data).then(
          (data) => ack({ ok: true, data }),
          (error: unknown) => {
            const { code, unexpected, details } = failureCode(error);
            if (unexpected) log.error({ err: error, event }, 'call event failed');
            ack(failure(code, details));
          },
        );
      },
    );
  }

  io.on('connection', (socket) => {
    on(socket, 'call:start', startCallSchema, (userId, input) =>
      calls.start(userId, socket.id, input),
    );
    on(socket, 'call:accept', callRefSchema, (userId, input) =>
      calls.accept(userId, socket.id, input.callId),
    );
    on(socket, 'call:decline', callRefSchema, async (userId, input) => {
      await calls.decline(userId, input.callId);
      return null;
    });
    on(socket, 'call:end', endCallSchema, async (userId, input) => {
      await calls.end(userId, input.callId, input.report === true);
      return null;
    });
    on(socket, 'call:signal', callSignalSchema, async (userId, input) => {
      await calls.signal(userId, socket.id, input);
      return null;
    });
    // A page opened while a call rings for the member (from the push, say) rings too.
    calls
      .ringing(socket.data.userId)
      .then((rings) => {
        for (const ring of rings) socket.emit('call:ring', ring);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'ringing calls not read'));
    socket.on('disconnect', () => {
      calls
        .socketClosed(socket.id)
        .catch((error: unknown) => log.warn({ err: error }, 'call of a closed page not ended'));
    });
  });
}
