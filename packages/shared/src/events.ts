import type { Badges, MatchView, ReceivedLike } from './schemas/likes';

/**
 * The typed Socket.IO contract (STYLE 7): `new Server<ClientToServerEvents,
 * ServerToClientEvents>()` on the server, `io()` typed the other way round on the client.
 *
 * The connection lives at the default path `/socket.io` on the site's own origin, is
 * authenticated by the session cookie, and every socket joins its member's own room; events
 * are addressed to that room, so every open page of the member receives them.
 */
export type ServerToClientEvents = {
  /** Someone liked me (not yet a match). Not sent when the like made a match: `match:new` is. */
  'like:new': (payload: { like: ReceivedLike }) => void;
  /** A match was made; sent to both members, each seeing the other in `match.other`. */
  'match:new': (payload: { match: MatchView }) => void;
  /** A consent answer changed the match (either side); the view is the receiver's. */
  'match:updated': (payload: { match: MatchView }) => void;
  /** The match is gone for this member (unmatched or blocked by either side). */
  'match:removed': (payload: { matchId: string }) => void;
  /** The dashboard badge counts changed; the full current counts. */
  'badges:changed': (payload: Badges) => void;
};

/**
 * Client to server. Discovery needs none: every action is an HTTP request, and the answers
 * come back as the events above. The chat adds its events here.
 */
export type ClientToServerEvents = {
  /** Asks for the current badge counts; the acknowledgement carries them. */
  'badges:get': (ack: (badges: Badges) => void) => void;
};

/** Nothing travels between nodes except what the adapter relays. */
export type InterServerEvents = Record<string, never>;

/** What the server keeps on each socket after the handshake. */
export type SocketData = { userId: string; sessionId: string };

/** Room names: one per member, one per session (sign-out ends that session's sockets). */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
