import type {
  ClientAnswer,
  ClientPayload,
  ClientPayloadEvent,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@vusal/shared/events';
import type { Socket } from 'socket.io-client';
import { useSyncExternalStore } from 'react';
import { answerSocketInPreview } from './preview/preview-socket';
import { currentPreview } from './preview/preview-state';

/** The one realtime connection of a signed-in tab, typed by the shared event maps (STYLE 7). */
type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The events sent without waiting for an answer. */
type SentEvent = 'message:delivered' | 'message:read' | 'typing' | 'call:signal';

let connection: Promise<AppSocket> | undefined;

/**
 * Where the connection stands: `idle` before it is opened (and in admin preview, which has
 * none), `connected`, or `lost` while it tries to come back (issue 37: the page says so, and
 * shows nobody as online meanwhile).
 */
export type ConnectionState = 'idle' | 'connected' | 'lost';

let state: ConnectionState = 'idle';
const stateListeners = new Set<() => void>();

function setState(next: ConnectionState): void {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function subscribeToState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** The connection's state, re-rendering as it changes. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    subscribeToState,
    () => state,
    () => 'idle',
  );
}

/**
 * Opens (once) the Socket.IO connection to the site's own origin; the session cookie
 * authenticates it. socket.io-client is imported here on first use, so it is a chunk of its
 * own that neither the landing nor a visitor's page ever loads. It reconnects by itself.
 * Admin preview never connects (spec: the realtime channel is not used in admin mode).
 */
function connectSocket(): Promise<AppSocket> {
  connection ??= import('socket.io-client').then(({ io }) => {
    const socket: AppSocket = io({ withCredentials: true, reconnectionDelayMax: 10_000 });
    // `active`: it will try again. Closed on purpose (sign-out) or refused for good (the
    // session ended), nothing is on its way back.
    const settle = () => setState(socket.connected ? 'connected' : socket.active ? 'lost' : 'idle');
    socket.on('connect', settle);
    socket.on('disconnect', settle);
    socket.on('connect_error', settle);
    return socket;
  });
  return connection;
}

/** Closes the connection (sign-out, a page that must not be live); the next call opens a new one. */
export function disconnectSocket(): void {
  const current = connection;
  connection = undefined;
  void current?.then((socket) => socket.disconnect());
}

/** Sends an event that has no answer. In admin preview nothing is sent. */
export function send<E extends SentEvent>(event: E, payload: ClientPayload<E>): void {
  if (currentPreview()) return;
  void connectSocket().then((socket) => (socket as unknown as UntypedEmitter).emit(event, payload));
}

/**
 * Sends an event and resolves with its acknowledgement; rejects when `timeoutMs` passes first.
 * In admin preview the sample chat answers locally, as the server would (a text is "sent").
 */
export async function request<E extends ClientPayloadEvent>(
  event: E,
  payload: ClientPayload<E>,
  options: { timeoutMs?: number } = {},
): Promise<ClientAnswer<E>> {
  const preview = currentPreview();
  if (preview) return answerSocketInPreview(event, payload, preview);
  const socket = await connectSocket();
  const target = options.timeoutMs === undefined ? socket : socket.timeout(options.timeoutMs);
  return (target as unknown as UntypedEmitter).emitWithAck(event, payload) as Promise<
    ClientAnswer<E>
  >;
}

/**
 * socket.io's typed `emit` cannot follow an event name that is itself generic; the payload is
 * already checked against the shared map by `send` and `request`.
 */
type UntypedEmitter = {
  emit(event: string, payload: unknown): void;
  emitWithAck(event: string, payload: unknown): Promise<unknown>;
};

/**
 * Listens to server events on the one connection until the returned function is called.
 * `onConnect` runs on every (re)connection, at once if already connected: the place to catch
 * up on what a lost connection missed. In admin preview there is no connection: nothing is
 * heard.
 */
export function listen(
  handlers: Partial<ServerToClientEvents>,
  onConnect?: () => void,
): () => void {
  if (currentPreview()) return () => undefined;
  let isCurrent = true;
  let connected: AppSocket | undefined;
  const connect = () => onConnect?.();
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
