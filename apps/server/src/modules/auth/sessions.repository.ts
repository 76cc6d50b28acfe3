import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, session, user, userRoles } from '../../db/schema';

export type NewSessionRow = {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  ip: string;
  userAgent?: string;
};

// Bound parameters per statement stay far below PostgreSQL's 65,535.
const SESSION_IDS_PER_QUERY = 1000;

/** Everything the guards decide on, in one query per request. */
function sessionRows(db: Database) {
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      name: user.name,
      language: user.language,
      accountKind: user.accountKind,
      emailVerified: user.emailVerified,
      role: userRoles.role,
      profileId: profiles.id,
      isApproved: profiles.isApproved,
      isActive: profiles.isActive,
      deletedAt: profiles.deletedAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(profiles, eq(profiles.userId, user.id));
}

const sessionQuery = (db: Database) =>
  sessionRows(db).where(
    and(
      eq(session.token, sql.placeholder('tokenHash')),
      gt(session.expiresAt, sql.placeholder('now')),
    ),
  );

export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

/** Sessions: the rows behind the cookie. The only place that knows the session table. */
export function createSessionsRepository(db: Database) {
  // Prepared once: every request runs it, so it is planned once per connection, not per call.
  const findSession = sessionQuery(db).prepare('find_session');

  return {
    async insertSession(row: NewSessionRow): Promise<void> {
      await db.insert(session).values({
        id: row.id,
        userId: row.userId,
        token: row.tokenHash,
        expiresAt: row.expiresAt,
        ipAddress: row.ip,
        userAgent: row.userAgent?.slice(0, 300),
      });
    },

    async findSession(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await findSession.execute({ tokenHash, now });
      return row;
    },

    /** The unexpired sessions among `sessionIds`, in one query per thousand. */
    async findLiveSessions(sessionIds: readonly string[], now: Date): Promise<SessionRow[]> {
      const found: SessionRow[] = [];
      for (let start = 0; start < sessionIds.length; start += SESSION_IDS_PER_QUERY) {
        const ids = sessionIds.slice(start, start + SESSION_IDS_PER_QUERY);
        found.push(
          ...(await sessionRows(db).where(
            and(inArray(session.id, ids), gt(session.expiresAt, now)),
          )),
        );
      }
      return found;
    },

    async extendSession(sessionId: string, expiresAt: Date): Promise<void> {
      await db.update(session).set({ expiresAt }).where(eq(session.id, sessionId));
    },

    async deleteSession(sessionId: string): Promise<void> {
      await db.delete(session).where(eq(session.id, sessionId));
    },

    deleteSessionsOf: (userId: string, exceptSessionId?: string) =>
      deleteSessionsOf(db, userId, exceptSessionId),
  };
}

/**
 * The one way a person's sessions end (sign-out everywhere, password change, deletion, an
 * admin's deactivation), in the caller's transaction when it passes one. Returns how many ended.
 */
export async function deleteSessionsOf(
  db: Database,
  userId: string,
  exceptSessionId?: string,
): Promise<number> {
  const rows = await db
    .delete(session)
    .where(
      exceptSessionId
        ? and(eq(session.userId, userId), ne(session.id, exceptSessionId))
        : eq(session.userId, userId),
    )
    .returning({ id: session.id });
  return rows.length;
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
