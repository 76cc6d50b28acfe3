import type { ProfileStatus, SessionUser } from '@vusal/shared/schemas/session';
import type { AuthDependencies, RequestContext, RequestUser } from './auth.types';
import { createSessionCache, type SessionCache } from './session-cache';
import { profileStatusOf } from './session-standing';
import type { SessionRow } from './sessions.repository';
import { randomToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// A session in use is extended at most once a day, so most requests write nothing.
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * Decision 058: how long this node lends a session read from the database to a route whose own
 * statement checks the session again (`sessionInStatement`). It bounds only how long the
 * remembered name, language and e-mail may lag; whether the session still counts is asked by the
 * route's statement every time.
 */
export const ADMITTED_SESSION_TTL_MS = 60_000;

type SessionDependencies = Pick<AuthDependencies, 'repositories' | 'hasher' | 'clock'> & {
  /** Set only where every writer shares this process (decision 008). */
  cache?: SessionCache;
};

function profileStatus(row: SessionRow): ProfileStatus {
  return profileStatusOf({
    hasProfile: !!row.profileId,
    isApproved: !!row.isApproved,
    isActive: !!row.isActive,
    isDeleted: !!row.deletedAt,
  });
}

function requestUser(row: SessionRow): RequestUser {
  const user: SessionUser = {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role ?? 'user',
    accountKind: row.accountKind,
    emailVerified: row.emailVerified,
    profileStatus: profileStatus(row),
    language: row.language,
  };
  return { ...user, sessionId: row.sessionId, sessionExpiresAt: row.expiresAt };
}

export function createSessionService({ repositories, hasher, clock, cache }: SessionDependencies) {
  const { sessions } = repositories;
  // Decision 058: sessions this node read, of approved members, lent only to routes whose
  // statement checks the session and the member's standing itself (never cleared by writes:
  // being stale can only let a request reach a statement that refuses it).
  const admitted = createSessionCache(ADMITTED_SESSION_TTL_MS);
  const forget = (userId: string) => {
    cache?.forgetUser(userId);
    admitted.forgetUser(userId);
  };

  return {
    /** A new session; the token is returned once, for the cookie, and stored only hashed. */
    async create(
      userId: string,
      context: RequestContext,
    ): Promise<{ token: string; maxAgeMs: number }> {
      const token = randomToken();
      await sessions.insertSession({
        id: crypto.randomUUID(),
        userId,
        tokenHash: hasher.hash(token),
        expiresAt: new Date(clock.now().getTime() + SESSION_TTL_MS),
        ip: context.ip,
        userAgent: context.userAgent,
      });
      return { token, maxAgeMs: SESSION_TTL_MS };
    },

    /**
     * The person behind a session token, or undefined. `fresh` skips the cache, for the answers
     * the web app routes by (its own session), which must reflect a change at once.
     * `checkedByStatement` (decision 058): the route's own statement checks that the session
     * still counts and its member may act, so an approved member's session this node read in the
     * last minute is lent without a read; anything else is read as usual.
     */
    async resolve(
      token: string,
      options: { fresh?: boolean; checkedByStatement?: boolean } = {},
    ): Promise<RequestUser | undefined> {
      const now = clock.now();
      const tokenHash = hasher.hash(token);
      if (options.checkedByStatement) {
        const lent = admitted.get(tokenHash, now.getTime());
        if (lent) return lent;
      }
      if (!options.fresh) {
        const cached = cache?.get(tokenHash, now.getTime());
        if (cached) return cached;
      }
      const epoch = cache?.epoch ?? 0;
      const admittedEpoch = admitted.epoch;
      const row = await sessions.findSession(tokenHash, now);
      if (!row) return undefined;
      if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_REFRESH_AFTER_MS) {
        row.expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
        await sessions.extendSession(row.sessionId, row.expiresAt);
      }
      const user = requestUser(row);
      cache?.set(tokenHash, user, row.expiresAt, now.getTime(), epoch);
      if (user.profileStatus === 'approved')
        admitted.set(tokenHash, user, row.expiresAt, now.getTime(), admittedEpoch);
      return user;
    },

    /**
     * SECURITY 39: of these sessions, the ones still unexpired, with whom they belong to, read
     * from the database (never the cache) and without extending any: what open sockets follow.
     */
    async liveSessions(sessionIds: readonly string[]): Promise<RequestUser[]> {
      const rows = await sessions.findLiveSessions(sessionIds, clock.now());
      return rows.map(requestUser);
    },

    /** After a committed change to what a person's sessions say (role, approval, activity). */
    forget,

    async revoke(user: { id: string; sessionId: string }): Promise<void> {
      await sessions.deleteSession(user.sessionId);
      forget(user.id);
    },
    async revokeAll(userId: string): Promise<void> {
      await sessions.deleteSessionsOf(userId);
      forget(userId);
    },
    async revokeOthers(userId: string, keepSessionId: string): Promise<void> {
      await sessions.deleteSessionsOf(userId, keepSessionId);
      forget(userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
