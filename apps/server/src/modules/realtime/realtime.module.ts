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
import { Server } from 'socket.io';
import type { BadgesService } from '../badges';
import { adapterRedisClient } from './adapter-redis';
import type { Notifier } from './notifier';
import { isAllowedHandshake, memberOf, type SessionResolver } from './socket-auth';

// Badge recounts for one member within this window are sent once.
const BADGES_COALESCE_MS = 250;

export type RealtimeModuleOptions = {
  sessions: SessionResolver;
  trustedOrigins: string[];
  badges: BadgesService;
  /** Set: every node shares events through Redis streams (ARCHITECTURE "Scaling out"). */
  redisUrl?: string;
  /** The Redis stream's name; tests sharing one Redis give each run its own. */
  redisStreamName?: string;
};

export type Realtime = {
  notifier: Notifier;
  /** SECURITY 8: deactivation and deletion end every live socket of the member, on every node. */
  /** Ends every socket of the member on every node, except those of `keepSessionId`. */
  disconnectUser(userId: string, keepSessionId?: string): void;
  /** Sign-out ends the sockets of that session only. */
  disconnectSession(sessionId: string): void;
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

  const redis = options.redisUrl ? adapterRedisClient(options.redisUrl, app.log) : undefined;
  if (redis) {
    io.adapter(createAdapter(redis, { streamName: options.redisStreamName ?? 'vusal:socket.io' }));
  }

  io.use((socket, next) => {
    memberOf(socket.request, options.sessions).then(
      (user) => {
        if (!user) return next(new Error('UNAUTHENTICATED'));
        socket.data = { userId: user.id, sessionId: user.sessionId };
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error('INTERNAL'));
      },
    );
  });

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    socket.on('badges:get', (ack) => {
      if (typeof ack !== 'function') return;
      options.badges.of(userId).then(ack, (error: unknown) => {
        app.log.warn({ err: error }, 'badges could not be counted');
      });
    });
  });

  const pendingBadges = new Map<string, NodeJS.Timeout>();
  // Questions to the other nodes still waiting for Redis: closing waits for them, and once
  // closing starts (the node's own sockets are ending) none is asked.
  const asking = new Set<Promise<unknown>>();
  let isClosing = false;
  const onOtherNodes = async (userId: string) => {
    if (!redis || isClosing) return false;
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
    for (const timer of pendingBadges.values()) clearTimeout(timer);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled(asking);
    await io.of('/').adapter.close();
    // An event still leaving the node (a presence change of a socket that just ended) may be
    // written after QUIT; Redis has closed the connection by then, and QUIT's own answer is
    // lost with it. Either way the connection is gone, which is all that closing asks.
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  return {
    notifier,
    io,
    disconnectUser: (userId, keepSessionId) => {
      const sockets = io.in(userRoom(userId));
      (keepSessionId ? sockets.except(sessionRoom(keepSessionId)) : sockets).disconnectSockets(
        true,
      );
    },
    disconnectSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
  };
}
