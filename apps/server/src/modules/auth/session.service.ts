import type { ProfileStatus, SessionUser } from '@vusal/shared/schemas/session';
import type { AuthDependencies, RequestContext, RequestUser } from './auth.types';
import { randomToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// A session in use is extended at most once a day, so most requests write nothing.
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

type SessionDependencies = Pick<AuthDependencies, 'repository' | 'hasher' | 'clock'>;

function profileStatus(row: {
  profileId: string | null;
  isApproved: boolean | null;
  isActive: boolean | null;
  deletedAt: Date | null;
}): ProfileStatus {
  if (!row.profileId) return 'none';
  if (!row.isActive || row.deletedAt) return 'deactivated';
  return row.isApproved ? 'approved' : 'pending';
}

export function createSessionService({ repository, hasher, clock }: SessionDependencies) {
  return {
    /** A new session; the token is returned once, for the cookie, and stored only hashed. */
    async create(
      userId: string,
      context: RequestContext,
    ): Promise<{ token: string; maxAgeMs: number }> {
      const token = randomToken();
      await repository.insertSession({
        id: crypto.randomUUID(),
        userId,
        tokenHash: hasher.hash(token),
        expiresAt: new Date(clock.now().getTime() + SESSION_TTL_MS),
        ip: context.ip,
        userAgent: context.userAgent,
      });
      return { token, maxAgeMs: SESSION_TTL_MS };
    },

    async resolve(token: string): Promise<RequestUser | undefined> {
      const now = clock.now();
      const row = await repository.findSession(hasher.hash(token), now);
      if (!row) return undefined;
      if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_REFRESH_AFTER_MS) {
        await repository.extendSession(row.sessionId, new Date(now.getTime() + SESSION_TTL_MS));
      }
      const user: SessionUser = {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role ?? 'user',
        emailVerified: row.emailVerified,
        profileStatus: profileStatus(row),
        language: row.language,
      };
      return { ...user, sessionId: row.sessionId };
    },

    revoke: (sessionId: string) => repository.deleteSession(sessionId),
    revokeAll: (userId: string) => repository.deleteSessionsOf(userId),
    revokeOthers: (userId: string, keepSessionId: string) =>
      repository.deleteSessionsOf(userId, keepSessionId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
