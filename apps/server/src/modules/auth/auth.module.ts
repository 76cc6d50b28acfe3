import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createAuthRepositories } from './auth.repositories';
import { authRoutes } from './auth.routes';
import type { AuthDependencies } from './auth.types';
import type { CookiePolicy } from './cookies';
import { createPasswordService } from './password.service';
import type { SessionCache } from './session-cache';
import { registerSessionHook } from './session.hook';
import { createSessionService } from './session.service';
import { createSignInService } from './sign-in.service';
import { createSignUpService } from './sign-up.service';

export type AuthModuleOptions = Omit<AuthDependencies, 'repositories'> & {
  db: Database;
  cookies: CookiePolicy;
  /** Decision 008: set only where every writer shares this process (embedded PGlite). */
  sessionCache?: SessionCache;
  /** Sign-in within the archive period brings a deleted account back (the account module). */
  restoreAccount(userId: string): Promise<void>;
  /** Ends the person's live connections (sockets) on every node, except one session's. */
  disconnect(userId: string, keepSessionId?: string): void;
  disconnectSession(sessionId: string): void;
};

/** Accounts: sessions for every request, then sign-up, sign-in, passwords and sign-out. */
export async function registerAuthModule(app: FastifyInstance, options: AuthModuleOptions) {
  const repositories = createAuthRepositories(options.db);
  const deps: AuthDependencies = { ...options, repositories };
  const sessions = createSessionService({ ...deps, cache: options.sessionCache });

  registerSessionHook(app, sessions);
  await app.register(authRoutes, {
    sessions,
    signUp: createSignUpService(deps),
    signIn: createSignInService({ ...deps, restoreAccount: options.restoreAccount }),
    passwords: createPasswordService({ ...deps, sessions, disconnect: options.disconnect }),
    media: options.media,
    cookies: options.cookies,
    limits: options.limits,
    disconnectSession: options.disconnectSession,
  });
  return { sessions, contactOf: repositories.credentials.findUserContact };
}
