import { fastifyCookie } from '@fastify/cookie';
import type { IncomingMessage } from 'node:http';
import { isForeignOrigin } from '../../infra/origin';
import type { RequestUser } from '../auth';
import { SESSION_COOKIE } from '../auth';

/** What realtime needs of sessions (the auth module's SessionService satisfies it). */
export type SessionResolver = {
  resolve(token: string): Promise<RequestUser | undefined>;
  /** The unexpired ones among these sessions, read from the database in one go. */
  liveSessions(sessionIds: readonly string[]): Promise<RequestUser[]>;
};

/**
 * Who may hold a socket: only approved members, and admins, have anything to receive; a
 * deactivated, suspended, deleted or pending member does not.
 */
export const mayListen = (user: RequestUser) =>
  user.profileStatus === 'approved' || user.role === 'admin';

/** SECURITY 18: the handshake follows the API's origin rule. */
export function isAllowedHandshake(request: IncomingMessage, trusted: ReadonlySet<string>) {
  return !isForeignOrigin(request.headers, trusted);
}

function sessionToken(request: IncomingMessage): string | undefined {
  const header = request.headers.cookie;
  return header ? fastifyCookie.parse(header)[SESSION_COOKIE] : undefined;
}

/**
 * Issue 20, item 9: a request naming an open engine.io session (`?sid=`) is that session's
 * only if it passes the origin rule itself and carries the session cookie the session was
 * opened with; the id alone (it travels in URLs and logs) lets nobody post into another
 * member's socket. Origins are judged by the rule, not compared: a browser sends none on a
 * same-origin GET (the handshake) and one on the POSTs that follow.
 */
export function isSameClient(
  request: IncomingMessage,
  handshake: IncomingMessage,
  trusted: ReadonlySet<string>,
): boolean {
  const token = sessionToken(request);
  return (
    isAllowedHandshake(request, trusted) && token !== undefined && token === sessionToken(handshake)
  );
}

/**
 * The member behind a handshake, from the session cookie; undefined for a visitor, an expired
 * or revoked session, or a profile that is not approved (only approved members, and admins,
 * have anything to receive).
 */
export async function memberOf(
  request: IncomingMessage,
  sessions: SessionResolver,
): Promise<RequestUser | undefined> {
  const token = sessionToken(request);
  const user = token ? await sessions.resolve(token) : undefined;
  if (!user) return undefined;
  return mayListen(user) ? user : undefined;
}
