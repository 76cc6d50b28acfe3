import { fastifyCookie } from '@fastify/cookie';
import type { IncomingMessage } from 'node:http';
import { isForeignOrigin } from '../../plugins/security';
import type { RequestUser } from '../auth';
import { SESSION_COOKIE } from '../auth';

/** The one thing realtime needs of sessions (the auth module's SessionService satisfies it). */
export type SessionResolver = { resolve(token: string): Promise<RequestUser | undefined> };

/** SECURITY 18: the handshake follows the API's origin rule. */
export function isAllowedHandshake(request: IncomingMessage, trusted: ReadonlySet<string>) {
  return !isForeignOrigin(request.headers, trusted);
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
  const header = request.headers.cookie;
  const token = header ? fastifyCookie.parse(header)[SESSION_COOKIE] : undefined;
  const user = token ? await sessions.resolve(token) : undefined;
  if (!user) return undefined;
  return user.profileStatus === 'approved' || user.role === 'admin' ? user : undefined;
}
