import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  account,
  profiles,
  session,
  signInFailures,
  user,
  userRoles,
  verification,
  type NewProfile,
} from '../../db/schema';

export type TokenPurpose = 'email-verification' | 'password-reset';

export type NewAccountInput = {
  userId: string;
  email: string;
  name: string;
  language: 'az' | 'en';
  passwordHash: string;
  isAdmin: boolean;
  profile: Omit<NewProfile, 'userId' | 'isDemo'>;
};

/** The only place the accounts feature touches SQL (STYLE 4). */
export function createAuthRepository(db: Database): AuthRepository {
  return {
    ...authQueries(db),
    transaction: (work) => db.transaction((tx) => work(createAuthRepository(tx))),
  };
}

function authQueries(db: Database) {
  return {
    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return row?.id;
    },

    async findCredentials(email: string) {
      const [row] = await db
        .select({
          id: user.id,
          name: user.name,
          language: user.language,
          emailVerified: user.emailVerified,
          passwordHash: account.password,
          isActive: profiles.isActive,
          deletedAt: profiles.deletedAt,
          deletedByUser: profiles.deletedByUser,
        })
        .from(user)
        .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.email, email));
      return row;
    },

    async findPasswordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: account.password })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
      return row?.password ?? null;
    },

    async findUserContact(userId: string) {
      const [row] = await db
        .select({ email: user.email, name: user.name, language: user.language })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },

    /** Account, credential, pending profile and role in one go; callers run it in a transaction. */
    async insertAccount(input: NewAccountInput): Promise<void> {
      await db.insert(user).values({
        id: input.userId,
        email: input.email,
        name: input.name,
        language: input.language,
        emailVerified: false,
      });
      await db.insert(account).values({
        id: crypto.randomUUID(),
        accountId: input.userId,
        providerId: 'credential',
        userId: input.userId,
        password: input.passwordHash,
      });
      await db.insert(profiles).values({ ...input.profile, userId: input.userId, isDemo: false });
      if (input.isAdmin) {
        await db
          .insert(userRoles)
          .values({ userId: input.userId, role: 'admin' })
          .onConflictDoNothing();
      }
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(account)
        .set({ password: passwordHash })
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    },

    async markEmailVerified(userId: string): Promise<void> {
      await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    },

    async insertToken(purpose: TokenPurpose, tokenHash: string, value: string, expiresAt: Date) {
      await db.insert(verification).values({
        id: crypto.randomUUID(),
        identifier: `${purpose}:${tokenHash}`,
        value,
        expiresAt,
      });
    },

    /** Single use: the row is deleted as it is read, so two concurrent uses cannot both win. */
    async consumeToken(purpose: TokenPurpose, tokenHash: string, now: Date) {
      const [row] = await db
        .delete(verification)
        .where(eq(verification.identifier, `${purpose}:${tokenHash}`))
        .returning({ value: verification.value, expiresAt: verification.expiresAt });
      return row && row.expiresAt > now ? row.value : undefined;
    },

    async deleteTokensOf(purpose: TokenPurpose, value: string): Promise<void> {
      await db
        .delete(verification)
        .where(
          and(
            sql`${verification.identifier} like ${`${purpose}:%`}`,
            eq(verification.value, value),
          ),
        );
    },

    async insertSession(row: {
      id: string;
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      ip: string;
      userAgent?: string;
    }) {
      await db.insert(session).values({
        id: row.id,
        userId: row.userId,
        token: row.tokenHash,
        expiresAt: row.expiresAt,
        ipAddress: row.ip,
        userAgent: row.userAgent?.slice(0, 300),
      });
    },

    /** Everything the guards decide on, in one query per request. */
    async findSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: session.id,
          expiresAt: session.expiresAt,
          id: user.id,
          email: user.email,
          name: user.name,
          language: user.language,
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
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(and(eq(session.token, tokenHash), gt(session.expiresAt, now)));
      return row;
    },

    async extendSession(sessionId: string, expiresAt: Date): Promise<void> {
      await db.update(session).set({ expiresAt }).where(eq(session.id, sessionId));
    },

    async deleteSession(sessionId: string): Promise<void> {
      await db.delete(session).where(eq(session.id, sessionId));
    },

    async deleteSessionsOf(userId: string, exceptSessionId?: string): Promise<void> {
      await db
        .delete(session)
        .where(
          exceptSessionId
            ? and(eq(session.userId, userId), ne(session.id, exceptSessionId))
            : eq(session.userId, userId),
        );
    },

    async recordSignInFailure(email: string, at: Date): Promise<void> {
      await db.insert(signInFailures).values({ email, createdAt: at });
    },

    /** Failures of one e-mail since `since`, oldest first (the oldest decides when the window ends). */
    async signInFailuresSince(email: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ createdAt: signInFailures.createdAt })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since)))
        .orderBy(signInFailures.createdAt);
      return rows.map((row) => row.createdAt);
    },

    async clearSignInFailures(email: string, before: Date): Promise<void> {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.email, email), lt(signInFailures.createdAt, before)));
    },
  };
}

export type AuthRepository = ReturnType<typeof authQueries> & {
  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: AuthRepository) => Promise<T>): Promise<T>;
};
