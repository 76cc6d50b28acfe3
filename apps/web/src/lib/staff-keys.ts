import type { AppealStatus } from '@vusal/shared/catalog/enums';
import type {
  AdminReportStatus,
  AdminUserSort,
  AdminUserStatus,
} from '@vusal/shared/schemas/admin';

export type AdminUsersFilter = { search: string; status: AdminUserStatus; sort: AdminUserSort };

/**
 * The staff screen's query keys, for both its features (admin: users and the audit log;
 * moderation: the queues). Everything sits under `['admin']`, so one action refreshes it all:
 * a ban empties the reports queue and changes the user's row.
 */
export const staffKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  userList: (filter: AdminUsersFilter) => ['admin', 'users', filter] as const,
  reports: ['admin', 'reports'] as const,
  reportList: (status: AdminReportStatus) => ['admin', 'reports', status] as const,
  report: (id: string) => ['admin', 'reports', 'detail', id] as const,
  appealList: (status: AppealStatus) => ['admin', 'appeals', status] as const,
  reviews: ['admin', 'reviews'] as const,
  verifications: ['admin', 'verifications'] as const,
  audit: ['admin', 'audit'] as const,
  /** Every queue's size and oldest wait: the tab counts and the dashboard panel. */
  queues: ['admin', 'queues'] as const,
  markedMessageList: (status: AdminReportStatus) => ['admin', 'marked-messages', status] as const,
  markedMessage: (id: string) => ['admin', 'marked-messages', 'detail', id] as const,
};
