import {
  userRoom,
  type Ack,
  type ClientAnswer,
  type ClientPayload,
  type ClientPayloadEvent,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@vusal/shared/events';
import {
  deliveredSchema,
  presenceRequestSchema,
  readSchema,
  sendMessageSchema,
  syncSchema,
  typingSchema,
  MESSAGES_PAGE_SIZE_MAX,
  type Presence,
} from '@vusal/shared/schemas/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../realtime';
import type { Server, Socket } from 'socket.io';
import type { ZodType } from 'zod';
import type { Clock } from '../../clock';
import { failure, failureCode } from '../realtime';
import type { ChatService } from './chat.service';

type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** The data of an event's successful acknowledgement. */
type AckData<E extends ClientPayloadEvent> = Extract<ClientAnswer<E>, { ok: true }>['data'];

/**
 * The chat's socket events (docs/api/chat.md). Every event is checked like a route: the pace
 * and the session by the realtime module's guard before it gets here, its payload by the
 * shared schema, the chat by the service (the member's, open, nobody blocked); the
 * acknowledgement says what happened, never more.
 */
export function registerChatSocket(
  io: ChatServer,
  options: {
    chat: ChatService;
    notifier: Notifier;
    clock: Clock;
    log: FastifyBaseLogger;
  },
) {
  const { chat, log } = options;
  // Presence is not stored (S7): the last time each member left this node.
  const lastSeen = new Map<string, Date>();

  const { isOnline } = options.notifier;

  async function presenceOf(userId: string): Promise<Presence> {
    if (!(await chat.onlineStatusShown(userId)))
      return { userId, status: 'unknown', lastSeenAt: null };
    if (await isOnline(userId)) return { userId, status: 'online', lastSeenAt: null };
    return { userId, status: 'offline', lastSeenAt: lastSeen.get(userId)?.toISOString() ?? null };
  }

  async function announce(userId: string) {
    const presence = await presenceOf(userId);
    if (presence.status === 'unknown') return;
    for (const partner of await chat.chatPartners(userId)) {
      io.to(userRoom(partner)).emit('presence', presence);
    }
  }

  // The schema reads the payload the shared event map declares, and the work answers what the
  // event's acknowledgement carries: the client's emit and this handler share one contract.
  function on<E extends ClientPayloadEvent, R extends AckData<E>>(
    socket: ChatSocket,
    event: E,
    schema: ZodType<ClientPayload<E>>,
    work: (userId: string, input: ClientPayload<E>) => Promise<R>,
  ) {
    (socket as unknown as { on(e: string, h: (p: unknown, a: unknown) => void): void }).on(
      event,
      (payload: unknown, ackArg: unknown) => {
        const ack = typeof ackArg === 'function' ? (ackArg as (result: Ack<R>) => void) : () => {};
        const { userId } = socket.data;
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return ack(failure('VALIDATION_FAILED'));
        work(userId, parsed.data).then(
          (data) => ack({ ok: true, data }),
          (error: unknown) => {
            const { code, unexpected } = failureCode(error);
            if (unexpected) log.error({ err: error, event }, 'socket event failed');
            ack(failure(code));
          },
        );
      },
    );
  }

  io.on('connection', (socket) => {
    on(socket, 'message:send', sendMessageSchema, async (userId, input) => ({
      message: await chat.send(userId, input),
    }));
    on(socket, 'message:delivered', deliveredSchema, async (userId, input) => ({
      count: await chat.delivered(userId, input),
    }));
    on(socket, 'message:read', readSchema, async (userId, input) => ({
      count: await chat.read(userId, input.matchId),
    }));
    on(socket, 'chat:sync', syncSchema, (userId, input) =>
      chat.sync(userId, input.matchId, input.after, MESSAGES_PAGE_SIZE_MAX),
    );
    on(socket, 'typing', typingSchema, async (userId, input) => {
      await chat.typing(userId, input.matchId, input.isTyping);
      return null;
    });
    on(socket, 'presence:get', presenceRequestSchema, async (userId, input) => {
      const match = await chat.openChat(userId, input.matchId);
      return presenceOf(match.otherId);
    });

    const { userId } = socket.data;
    announce(userId).catch((error: unknown) => log.warn({ err: error }, 'presence not sent'));
    socket.on('disconnect', () => {
      lastSeen.set(userId, options.clock.now());
      announce(userId).catch((error: unknown) => log.warn({ err: error }, 'presence not sent'));
    });
  });
}
