import type { Database } from '../../db/client';
import { adminAuditQueries } from './admin-audit.queries';
import { adminUserQueries } from './admin-users.queries';

/** The only place the admin module touches SQL (STYLE 4): users, roles and the audit log. */
export function createAdminRepository(db: Database): AdminRepository {
  return {
    ...adminUserQueries(db),
    ...adminAuditQueries(db),
    transaction: (work) => db.transaction((tx) => work(createAdminRepository(tx))),
  };
}

export type AdminRepository = ReturnType<typeof adminUserQueries> &
  ReturnType<typeof adminAuditQueries> & {
    /** Runs `work` in one transaction, with a repository bound to it. */
    transaction<T>(work: (repository: AdminRepository) => Promise<T>): Promise<T>;
  };
