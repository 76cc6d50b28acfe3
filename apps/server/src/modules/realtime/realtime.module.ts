import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  sessionRoom,
  userRoom,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@vusal/shared/events';
import type { FastifyInstance } from 'fastify';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server } from 'socket.io';
import { closeRedis } from '../../infra/redis';
import type { Limits } from '../../infra/limits/limits.types';
import { defaultSocketLimits, type SocketLimits } from '../../infra/limits/socket-limits';
import type { BadgesService } from '../badges';
import { ADAPTER_BLOCK_MS, adapterRedisClient } from './adapter-redis';
import type { Notifier } from './notifier';
import { failure, failureCode } from './socket-answers';
import { isAllowedHandshake, isSameClient, memberOf, type SessionResolver } from './socket-auth';
import { createBusHealth } from './bus-health';
import { guardSocketEvents, type Verified } from './socket-guard';
import { followSessions } from './session-follower';
import type { Clock } from '../../clock';

// Badge recounts for one member within this window are sent once.
export const BADGES_COALESCE_MS = 250;

export type RealtimeModuleOptions = {
  sessions: SessionResolver;
  trustedOrigins: string[];
  badges: BadgesService;
  limits: Limits;
  /** Every client event's budget per member; tests lower them. */
  socketLimits?: SocketLimits;
  /** Set: every node shares events through Redis streams (ARCHITECTURE "Scaling out"). */
  redisUrl?: string;
  /** Redis keys live under it; tests sharing one Redis give each run its own. */
  redisNamespace: string;
  clock: Clock;
  /** SECURITY 39: how often open sockets' sessions are checked (config `socketSessionCheckMs`). */
  sessionCheckMs: number;
};

export type Realtime = {
  notifier: Notifier;
  /**
   * SECURITY 8: deactivation, deletion and a new password end the member's live sockets on
   * every node, except those of `keepSessionId`.
   */
  disconnectUser(userId: string, keepSessionId?: string): void;
  /** Sign-out ends the sockets of that session only. */
  disconnectSession(sessionId: string): void;
  /** Sockets connected to this node (the operators' gauge). */
  openSockets(): number;
  io: Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
};

/**
 * Socket.IO on the app's own HTTP server and port (issue 9, item 5): the session cookie
 * authenticates, the API's origin rule guards the handshake, each member has a room.
 */
export async function registerRealtimeModule(
  app: FastifyInstance,
  options: RealtimeModuleOptions,
): Promise<Realtime> {
  const trusted = new Set(options.trustedOrigins);
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
    app.server,
    {
      serveClient: false,
      allowRequest: (request, callback) => callback(null, isAllowedHandshake(request, trusted)),
    },
  );

  // Engine.io's own check of a known `sid` looks only at the transport (issue 20, item 9):
  // each engine session's opening request is kept to compare later requests with.
  const handshakes = new Map<string, IncomingMessage>();
  io.engine.on(
    'connection',
    (engineSocket: { id: string; request: IncomingMessage } & EventEmitter) => {
      handshakes.set(engineSocket.id, engineSocket.request);
      engineSocket.once('close', () => handshakes.delete(engineSocket.id));
    },
  );
  io.engine.use(
    (request: IncomingMessage, _response: ServerResponse, next: (error?: Error) => void) => {
      const sid = new URL(request.url ?? '/', 'http://node').searchParams.get('sid');
      const handshake = sid ? handshakes.get(sid) : undefined;
      if (!handshake || isSameClient(request, handshake, trusted)) return next();
      app.log.warn(
        { ip: request.socket.remoteAddress, url: request.url },
        'refused a socket request from another client',
      );
      next(new Error('not the client of this socket'));
    },
  );

  const bus = createBusHealth(!!options.redisUrl);
  const redis = options.redisUrl
    ? adapterRedisClient(options.redisUrl, app.log, bus.watch)
    : undefined;
  if (redis) {
    io.adapter(
      createAdapter(redis, {
        streamName: `${options.redisNamespace}:socket.io`,
        blockTimeInMs: ADAPTER_BLOCK_MS,
      }),
    );
  }

  const follower = followSessions(io, {
    sessions: options.sessions,
    clock: options.clock,
    checkEveryMs: options.sessionCheckMs,
    log: app.log,
  });
  // Each socket's session as its handshake read it, until it connects.
  const handshakeReadings = new WeakMap<object, Verified>();

  io.use((socket, next) => {
    const epoch = bus.epoch();
    memberOf(socket.request, options.sessions).then(
      (user) => {
        if (!user) return next(new Error('UNAUTHENTICATED'));
        socket.data = { userId: user.id, sessionId: user.sessionId };
        handshakeReadings.set(socket, { epoch, expiresAt: user.sessionExpiresAt });
        next();
      },
      (error: unknown) => {
        const { code, unexpected } = failureCode(error);
        if (unexpected) app.log.error({ err: error }, 'socket handshake failed');
        next(new Error(code));
      },
    );
  });

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    const verified = handshakeReadings.get(socket) ?? {
      epoch: undefined,
      expiresAt: options.clock.now(),
    };
    follower.follow(socket, verified.expiresAt);
    guardSocketEvents(socket, {
      limits: options.limits,
      socketLimits: options.socketLimits ?? defaultSocketLimits,
      sessions: options.sessions,
      bus,
      clock: options.clock,
      verified,
      log: app.log,
    });
    socket.on('badges:get', (ack) => {
      if (typeof ack !== 'function') return;
      options.badges.of(userId).then(
        (data) => ack({ ok: true, data }),
        (error: unknown) => {
          const { code, unexpected } = failureCode(error);
          if (unexpected) app.log.warn({ err: error }, 'badges could not be counted');
          ack(failure(code));
        },
      );
    });
  });

  const pendingBadges = new Map<string, NodeJS.Timeout>();
  // Questions to the other nodes still waiting for Redis: closing waits for them, and once
  // closing starts (the node's own sockets are ending) none is asked.
  const asking = new Set<Promise<unknown>>();
  let isClosing = false;
  const onOtherNodes = async (userId: string) => {
    // Redis away: the question would wait for its timeout (5 s) to learn nothing.
    if (!redis || isClosing || redis.status !== 'ready') return false;
    const question = io.in(userRoom(userId)).fetchSockets();
    asking.add(question);
    try {
      return (await question).length > 0;
    } finally {
      asking.delete(question);
    }
  };

  // One node knows every socket; with Redis other nodes may hold the member's pages.
  const isListening = (userId: string) =>
    !!redis || (io.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0;

  const notifier: Notifier = {
    isListening,
    // This node first (no round trip); other nodes only through the adapter when there are some.
    isOnline: async (userId) =>
      (io.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0 ||
      (await onOtherNodes(userId)),
    toUser: (userId, event, ...args) => {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    toEveryone: (event, ...args) => {
      io.emit(event, ...args);
    },
    badgesChanged: (...userIds) => {
      for (const userId of new Set(userIds)) {
        // Counting costs several queries: skipped when nobody would see the result, and done
        // once for a burst of changes to one member (a popular profile).
        if (!isListening(userId) || pendingBadges.has(userId)) continue;
        pendingBadges.set(
          userId,
          setTimeout(() => {
            pendingBadges.delete(userId);
            options.badges.of(userId).then(
              (badges) => io.to(userRoom(userId)).emit('badges:changed', badges),
              (error: unknown) => app.log.warn({ err: error }, 'badges could not be counted'),
            );
          }, BADGES_COALESCE_MS),
        );
      }
    },
  };

  // Open sockets would keep the HTTP server from closing. Their connections end as if the
  // network dropped, not with Socket.IO's disconnect (which a client takes as final and never
  // retries), so every page reconnects to the next node or to this one restarted.
  app.addHook('preClose', async () => {
    isClosing = true;
    follower.stop();
    for (const timer of pendingBadges.values()) clearTimeout(timer);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled(asking);
    await io.of('/').adapter.close();
    // An event still leaving the node (a presence change of a socket that just ended) may be
    // written after QUIT; Redis has closed the connection by then, and QUIT's own answer is
    // lost with it. Either way the connection is gone, which is all that closing asks.
    if (redis) await closeRedis(redis);
  });

  return {
    notifier,
    io,
    openSockets: () => io.of('/').sockets.size,
    // This node's sockets first (issue 20, item 3): the adapter ends remote ones only after
    // its publish to Redis returns, and would hold local ones back while Redis is away.
    disconnectUser: (userId, keepSessionId) => {
      for (const scope of [io.local, io]) {
        const sockets = scope.in(userRoom(userId));
        (keepSessionId ? sockets.except(sessionRoom(keepSessionId)) : sockets).disconnectSockets(
          true,
        );
      }
    },
    disconnectSession: (sessionId) => {
      io.local.in(sessionRoom(sessionId)).disconnectSockets(true);
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  };
}
