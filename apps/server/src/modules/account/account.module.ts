import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Job } from '../../infra/jobs';
import type { CookiePolicy } from '../auth';
import { createAccountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { createAccountService, type AccountDependencies } from './account.service';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export type AccountModuleOptions = Omit<AccountDependencies, 'accounts'> & {
  db: Database;
  cookies: CookiePolicy;
};

/** One's own account: deletion (S8), restore within the archive period, and the purge job. */
export async function registerAccountModule(app: FastifyInstance, options: AccountModuleOptions) {
  const accountsOn = (db: Database) =>
    createAccountService({ ...options, accounts: createAccountRepository(db) });
  const accounts = accountsOn(options.db);
  await app.register(accountRoutes, { accounts, cookies: options.cookies });

  // S8: the job runs inside the transaction that holds its lock, so it queries through it.
  const purge: Job = {
    name: 'purge-deleted-accounts',
    intervalMs: PURGE_INTERVAL_MS,
    run: (tx) => accountsOn(tx).purgeExpired(),
  };
  return { restore: accounts.restore, jobs: [purge] };
}
