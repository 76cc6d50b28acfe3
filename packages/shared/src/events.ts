import type { AppErrorCode, ErrorDetails } from './errors';
import type { FamilyMeeting } from './schemas/family-meetings';
import type {
  ChatMessage,
  Delivered,
  DeliveredReceipt,
  MessagesPage,
  Presence,
  PresenceRequest,
  ReadReceipt,
  ReadRequest,
  SendMessage,
  SyncRequest,
  Typing,
  TypingEvent,
} from './schemas/chat';
import type {
  CallAccepted,
  CallEnded,
  CallGrant,
  CallRef,
  CallRing,
  CallSignal,
  CallsState,
  EndCall,
  StartCall,
} from './schemas/calls';
import type { Badges, MatchView, ReceivedLike } from './schemas/likes';
import type { ChatSharingState } from './schemas/chat-sharing';

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
  /**
   * Issue 39, item 2: a match's chat waits on (or was settled by) the question about a member's
   * guardian reading copies; sent to both members, each seeing their own side.
   */
  'chat-sharing:changed': (payload: { state: ChatSharingState }) => void;
  /** The match is gone for this member (unmatched or blocked by either side). */
  'match:removed': (payload: { matchId: string }) => void;
  /**
   * Issue 38: which picture of `userId`'s photos this member gets changed (a reveal, a hide, an
   * unmatch, a block, a suspension): every page showing them fetches their URLs again.
   */
  'photos:changed': (payload: { userId: string }) => void;
  /**
   * Issue 38 (decision 046): these pictures (their `/api/photos/…` URLs) are no longer what
   * their viewers get: a member changed who sees their photos, or was suspended, banned or
   * deactivated. Sent to every open page, since anyone may have the member's card on screen;
   * it names only pictures, so a page that never showed one learns nothing, and a page that
   * shows one fetches what names it again.
   */
  'photos:stale': (payload: { urls: string[] }) => void;
  /** The dashboard badge counts changed; the full current counts. */
  'badges:changed': (payload: Badges) => void;
  /** A stored message of one of my chats: mine (from another page of mine) or the other's. */
  'message:new': (payload: { message: ChatMessage }) => void;
  /** The other member's client has my messages (only when both show read receipts, S4). */
  'message:delivered': (payload: DeliveredReceipt) => void;
  /** The other member opened the chat: my messages up to `readAt` are read (S4 as above). */
  'message:read': (payload: ReadReceipt) => void;
  /** The other member types; the client clears it after TYPING.remoteExpiryMs (S7). */
  typing: (payload: TypingEvent) => void;
  /** The other member of a chat came online or went offline (not sent if they hide it). */
  presence: (payload: Presence) => void;
  /** Issue 40: both members have calls on for the match (true), or no longer both (false). */
  'calls:state': (payload: CallsState) => void;
  /**
   * Issue 39, item 4 (decision 052): a request for the families to meet was sent, accepted or
   * declined in one of the member's chats; to both members' pages, each with its own `isMine`.
   */
  'family-meeting:changed': (payload: { meeting: FamilyMeeting }) => void;
  /**
   * Issue 40: an incoming call, to every page of the callee (and to a page opened while it
   * rings). It rings until `ringingUntil` or a `call:accepted` / `call:ended` of that call.
   */
  'call:ring': (payload: CallRing) => void;
  /** Issue 40: the callee answered on one page; to both members' pages. */
  'call:accepted': (payload: CallAccepted) => void;
  /** Issue 40: the call is over, for whatever reason; to both members' pages. */
  'call:ended': (payload: CallEnded) => void;
  /** Issue 40: the other party's offer, answer or ICE candidate; to the page in the call only. */
  'call:signal': (payload: CallSignal) => void;
};

/** The answer of every acknowledged chat event: the result, or an error that says why. */
export type Ack<T> =
  | { ok: true; data: T }
  | { ok: false; error: { code: AppErrorCode; message: string; details?: ErrorDetails } };

/**
 * Client to server. Discovery needs none: every action is an HTTP request, and the answers
 * come back as the events above. The chat's events carry an acknowledgement callback. Each
 * payload is the type of its schema in `schemas/chat.ts`, so the web's emits are checked by
 * the compiler; the server still parses every payload with that schema, as it trusts no
 * client.
 */
export type ClientToServerEvents = {
  /** Asks for the current badge counts; the acknowledgement carries them. */
  'badges:get': (ack: (result: Ack<Badges>) => void) => void;
  /**
   * Stores a message once per (match, clientId) and acknowledges only after the commit, with
   * the stored row; a resend of the same clientId acknowledges the same row. An error ack
   * (never a false success) when the chat is closed, the member is limited or the database is
   * down: the client keeps the text and retries.
   */
  'message:send': (
    payload: SendMessage,
    ack: (result: Ack<{ message: ChatMessage }>) => void,
  ) => void;
  /** My client has these messages of the other member; sets `delivered_at`. */
  'message:delivered': (payload: Delivered, ack?: (result: Ack<{ count: number }>) => void) => void;
  /** I opened the chat: every message of the other member so far is read. */
  'message:read': (payload: ReadRequest, ack?: (result: Ack<{ count: number }>) => void) => void;
  /** Catch-up: every message of the match after `after`, oldest first, in pages. */
  'chat:sync': (payload: SyncRequest, ack: (result: Ack<MessagesPage>) => void) => void;
  /** I am typing (at most one every TYPING.clearAfterMs); relayed to the other member only. */
  typing: (payload: Typing, ack?: (result: Ack<null>) => void) => void;
  /** The other member's presence in a chat of mine. */
  'presence:get': (payload: PresenceRequest, ack: (result: Ack<Presence>) => void) => void;
  /**
   * Issue 40: call the other member of a match from this page. The ack carries this page's
   * TURN grant; the callee's pages get `call:ring`. Errors: CALL_NOT_A_MATCH, CALLS_NOT_ON,
   * CALL_BUSY, CALL_COOL_DOWN (`details.retryAt`), RECIPIENT_REQUIRES_VERIFIED, and the account's own
   * (ACCOUNT_SUSPENDED, PROFILE_PENDING, …).
   */
  'call:start': (payload: StartCall, ack: (result: Ack<CallGrant>) => void) => void;
  /** Issue 40: answer a ringing call on this page; the ack carries this page's TURN grant. */
  'call:accept': (payload: CallRef, ack: (result: Ack<CallGrant>) => void) => void;
  /** Issue 40: refuse a ringing call (every page of mine stops ringing). */
  'call:decline': (payload: CallRef, ack?: (result: Ack<null>) => void) => void;
  /** Issue 40: hang up (or cancel, before an answer); `report: true` from "Report". */
  'call:end': (payload: EndCall, ack?: (result: Ack<null>) => void) => void;
  /** Issue 40: an offer, answer or candidate for the other party of a ringing or active call. */
  'call:signal': (payload: CallSignal, ack?: (result: Ack<null>) => void) => void;
};

/** The client events that carry a payload: every one but `badges:get`. */
export type ClientPayloadEvent = Exclude<keyof ClientToServerEvents, 'badges:get'>;

/** The payload of a client event, as the sender writes it and the server's schema reads it. */
export type ClientPayload<E extends ClientPayloadEvent> = Parameters<ClientToServerEvents[E]>[0];

/** What the acknowledgement of a client event carries. */
export type ClientAnswer<E extends ClientPayloadEvent> = Parameters<
  NonNullable<Parameters<ClientToServerEvents[E]>[1]>
>[0];

/** Nothing travels between nodes except what the adapter relays. */
export type InterServerEvents = Record<string, never>;

/** What the server keeps on each socket after the handshake. */
export type SocketData = { userId: string; sessionId: string };

/** Room names: one per member, one per session (sign-out ends that session's sockets). */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
