import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Job } from '../../infra/jobs';
import { createAccountRepository } from '../account/account.repository';
import { accountRoutes } from '../account/account.routes';
import { createAccountService, type AccountService } from '../account/account.service';
import type { Storage } from '../../infra/storage/storage.types';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import type { AuthDependencies } from './auth.types';
import type { CookiePolicy } from './cookies';
import { createPasswordService } from './password.service';
import { registerSessionHook } from './session.hook';
import { createSessionService, type SessionService } from './session.service';
import { createSignInService } from './sign-in.service';
import { createSignUpService } from './sign-up.service';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export type AuthModuleOptions = Omit<AuthDependencies, 'repository'> & {
  db: Database;
  storage: Storage;
  cookies: CookiePolicy;
  disconnect(userId: string): void;
  disconnectSession(sessionId: string): void;
};

/** Accounts: sessions for every request, then the auth and account routes. */
export async function registerAuthModule(
  app: FastifyInstance,
  options: AuthModuleOptions,
): Promise<{ jobs: Job[]; sessions: SessionService }> {
  const repository = createAuthRepository(options.db);
  const deps: AuthDependencies = { ...options, repository };
  const sessions = createSessionService(deps);
  const accountsOn = (db: Database): AccountService =>
    createAccountService({
      ...deps,
      accounts: createAccountRepository(db),
      sessions,
      storage: options.storage,
      contactOf: repository.findUserContact,
      disconnect: options.disconnect,
    });
  const accounts = accountsOn(options.db);

  registerSessionHook(app, sessions);
  await app.register(authRoutes, {
    sessions,
    signUp: createSignUpService(deps),
    signIn: createSignInService({ ...deps, restoreAccount: accounts.restore }),
    passwords: createPasswordService({ ...deps, sessions }),
    media: options.media,
    cookies: options.cookies,
    limits: options.limits,
    disconnectSession: options.disconnectSession,
  });
  await app.register(accountRoutes, { accounts, cookies: options.cookies });

  // S8: the job runs inside the transaction that holds its lock, so it queries through it.
  const purge: Job = {
    name: 'purge-deleted-accounts',
    intervalMs: PURGE_INTERVAL_MS,
    run: (tx) => accountsOn(tx).purgeExpired(),
  };
  return { jobs: [purge], sessions };
}
