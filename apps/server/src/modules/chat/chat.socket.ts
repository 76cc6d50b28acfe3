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
import type { AppErrorCode } from '@vusal/shared/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../realtime/notifier';
import type { Server, Socket } from 'socket.io';
import type { ZodType } from 'zod';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { ChatService } from './chat.service';
import { eventLimit, type ChatLimits } from './event-limit';

type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** The data of an event's successful acknowledgement. */
type AckData<E extends ClientPayloadEvent> = Extract<ClientAnswer<E>, { ok: true }>['data'];

const failure = (code: AppErrorCode) =>
  ({ ok: false, error: { code, message: `errors.${code}` } }) as const;

/**
 * The chat's socket events (docs/api/chat.md). Every event is checked like a route: its payload
 * by the shared schema, the chat by the service (the member's, open, nobody blocked), the pace
 * by a per-member limit; the acknowledgement says what happened, never more.
 */
export function registerChatSocket(
  io: ChatServer,
  options: {
    chat: ChatService;
    notifier: Notifier;
    limits: ChatLimits;
    clock: Clock;
    log: FastifyBaseLogger;
  },
) {
  const { chat, log } = options;
  const limitMessages = eventLimit(options.limits.messages);
  const limitTyping = eventLimit(options.limits.typing);
  const limitPresence = eventLimit(options.limits.presence);
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
    limit: ((userId: string) => boolean) | undefined,
    work: (userId: string, input: ClientPayload<E>) => Promise<R>,
  ) {
    (socket as unknown as { on(e: string, h: (p: unknown, a: unknown) => void): void }).on(
      event,
      (payload: unknown, ackArg: unknown) => {
        const ack = typeof ackArg === 'function' ? (ackArg as (result: Ack<R>) => void) : () => {};
        const { userId } = socket.data;
        if (limit && !limit(userId)) {
          log.warn({ userId, event }, 'socket event limit reached');
          return ack(failure('RATE_LIMITED'));
        }
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return ack(failure('VALIDATION_FAILED'));
        work(userId, parsed.data).then(
          (data) => ack({ ok: true, data }),
          (error: unknown) => {
            if (error instanceof AppError) return ack(failure(error.code));
            log.error({ err: error, event }, 'socket event failed');
            ack(failure('INTERNAL'));
          },
        );
      },
    );
  }

  io.on('connection', (socket) => {
    on(socket, 'message:send', sendMessageSchema, limitMessages, async (userId, input) => ({
      message: await chat.send(userId, input),
    }));
    on(socket, 'message:delivered', deliveredSchema, undefined, async (userId, input) => ({
      count: await chat.delivered(userId, input),
    }));
    on(socket, 'message:read', readSchema, undefined, async (userId, input) => ({
      count: await chat.read(userId, input.matchId),
    }));
    on(socket, 'chat:sync', syncSchema, undefined, (userId, input) =>
      chat.sync(userId, input.matchId, input.after, MESSAGES_PAGE_SIZE_MAX),
    );
    on(socket, 'typing', typingSchema, limitTyping, async (userId, input) => {
      await chat.typing(userId, input.matchId, input.isTyping);
      return null;
    });
    on(socket, 'presence:get', presenceRequestSchema, limitPresence, async (userId, input) => {
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
