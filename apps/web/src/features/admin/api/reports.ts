import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminReportSchema,
  adminReportsPageSchema,
  type AdminReport,
  type AdminReportStatus,
  type AdminReportsPage,
} from '@vusal/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { adminKeys } from './query-keys';

export type { AdminReport, AdminReportStatus } from '@vusal/shared/schemas/admin';

/** `GET /api/admin/reports`: the open queue oldest first, decided reports newest first (S3). */
export async function getReports(
  status: AdminReportStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminReportsPage> {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return adminReportsPageSchema.parse(await apiFetch(`/api/admin/reports?${params}`, { signal }));
}

export function reportsQueryOptions(status: AdminReportStatus) {
  return infiniteQueryOptions({
    queryKey: adminKeys.reportList(status),
    queryFn: ({ pageParam, signal }) => getReports(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useReports(status: AdminReportStatus) {
  return useInfiniteQuery(reportsQueryOptions(status));
}

/** `POST /api/admin/reports/:id/dismiss`: 409 `CONFLICT` when it was already actioned. */
export async function dismissReport(id: string): Promise<AdminReport> {
  const body = await apiFetch(`/api/admin/reports/${encodeURIComponent(id)}/dismiss`, {
    method: 'POST',
    body: {},
  });
  return adminReportSchema.parse(body);
}

/**
 * `POST /api/admin/reports/:id/deactivate`: deactivates the reported person and marks every
 * open report about them actioned. 409 `CONFLICT` (dismissed), 409 `ADMIN_SELF_LOCKOUT`.
 */
export async function deactivateReportTarget(id: string): Promise<AdminReport> {
  const body = await apiFetch(`/api/admin/reports/${encodeURIComponent(id)}/deactivate`, {
    method: 'POST',
    body: {},
  });
  return adminReportSchema.parse(body);
}

/** Either decision changes the queues, the users table and the audit log: all refetch. */
function useReportMutation(mutationFn: (id: string) => Promise<AdminReport>) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDismissReport() {
  return useReportMutation(dismissReport);
}

export function useDeactivateReportTarget() {
  return useReportMutation(deactivateReportTarget);
}
