import type { ClientToServerEvents, ServerToClientEvents } from '@vusal/shared/events';
import type { Socket } from 'socket.io-client';

/** The one realtime connection of a signed-in tab, typed by the shared event maps (STYLE 7). */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let connection: Promise<AppSocket> | undefined;

/**
 * Opens (once) the Socket.IO connection to the site's own origin; the session cookie
 * authenticates it. socket.io-client is imported here on first use, so it is a chunk of its
 * own that neither the landing nor a visitor's page ever loads. It reconnects by itself.
 */
export function connectSocket(): Promise<AppSocket> {
  connection ??= import('socket.io-client').then(({ io }) =>
    io({ withCredentials: true, reconnectionDelayMax: 10_000 }),
  );
  return connection;
}

/** Closes the connection (sign-out, a page that must not be live); the next call opens a new one. */
export function disconnectSocket(): void {
  const current = connection;
  connection = undefined;
  void current?.then((socket) => socket.disconnect());
}

/**
 * Listens to server events on the one connection until the returned function is called.
 * `onConnect` runs on every (re)connection, at once if already connected: the place to catch
 * up on what a lost connection missed.
 */
export function listen(
  handlers: Partial<ServerToClientEvents>,
  onConnect?: (socket: AppSocket) => void,
): () => void {
  let isCurrent = true;
  let connected: AppSocket | undefined;
  const connect = () => connected && onConnect?.(connected);
  void connectSocket().then((socket) => {
    if (!isCurrent) return;
    connected = socket;
    socket.on('connect', connect);
    if (socket.connected) connect();
    for (const [event, handler] of Object.entries(handlers)) {
      socket.on(event as keyof ServerToClientEvents, handler as never);
    }
  });
  return () => {
    isCurrent = false;
    connected?.off('connect', connect);
    for (const [event, handler] of Object.entries(handlers)) {
      connected?.off(event as keyof ServerToClientEvents, handler as never);
    }
  };
}
