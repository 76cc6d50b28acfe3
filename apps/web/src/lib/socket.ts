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
