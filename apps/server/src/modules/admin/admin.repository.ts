import type { Database } from '../../db/client';
import { adminAuditQueries } from './admin-audit.queries';
import { adminReportQueries } from './admin-reports.queries';
import { adminSanctionQueries } from './admin-sanctions.queries';
import { adminUserQueries } from './admin-users.queries';
import { contactMessageQueries } from './contact-messages.queries';

/** The only place the admin feature touches SQL (STYLE 4): users, reports, sanctions, appeals and the audit log. */
export function createAdminRepository(db: Database): AdminRepository {
  return {
    ...adminUserQueries(db),
    ...adminReportQueries(db),
    ...adminAuditQueries(db),
    ...contactMessageQueries(db),
    ...adminSanctionQueries(db),
    transaction: (work) => db.transaction((tx) => work(createAdminRepository(tx))),
  };
}

export type AdminRepository = ReturnType<typeof adminUserQueries> &
  ReturnType<typeof adminReportQueries> &
  ReturnType<typeof adminAuditQueries> &
  ReturnType<typeof contactMessageQueries> &
  ReturnType<typeof adminSanctionQueries> & {
    /** Runs `work` in one transaction, with a repository bound to it. */
    transaction<T>(work: (repository: AdminRepository) => Promise<T>): Promise<T>;
  };
