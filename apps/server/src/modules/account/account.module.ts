import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Job } from '../../infra/jobs';
import type { CookiePolicy } from '../auth';
import { createAccountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { createAccountService, type AccountDependencies } from './account.service';
import { createExportDataQueries } from './export-data.queries';
import { createExportRepository } from './export.repository';
import { exportRoutes } from './export.routes';
import { createExportService, type ExportDependencies } from './export.service';

const EXPORT_SWEEP_INTERVAL_MS = 60 * 1000;

export type AccountModuleOptions = Omit<AccountDependencies, 'accounts'> &
  Pick<ExportDependencies, 'storage' | 'hasher'> & {
    db: Database;
    cookies: CookiePolicy;
  };

/**
 * One's own account: deletion (S8), restore within the archive period, and "Download my data"
 * with its job (issue 36, item 5). The account purges: account-retention.ts.
 */
export async function registerAccountModule(app: FastifyInstance, options: AccountModuleOptions) {
  const accounts = createAccountService({
    ...options,
    accounts: createAccountRepository(options.db),
  });
  await app.register(accountRoutes, { accounts, cookies: options.cookies });
  const exportsOn = (db: Database) =>
    createExportService({
      ...options,
      exports: createExportRepository(db),
      data: createExportDataQueries(options.db),
    });
  const exports = exportsOn(options.db);
  await app.register(exportRoutes, { exports });

  // Builds run outside the job's transaction (a build is long; on PGlite the transaction holds
  // the one connection): the job only hands them out, and each is claimed atomically.
  const exportSweep: Job = {
    name: 'data-exports',
    intervalMs: EXPORT_SWEEP_INTERVAL_MS,
    run: async (tx) => {
      for (const id of await exportsOn(tx).sweep()) void exports.build(id);
    },
  };
  return { restore: accounts.restore, jobs: [exportSweep] };
}
