import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminReportSchema,
  adminReportsPageSchema,
  type AdminReport,
  type AdminReportStatus,
  type AdminReportsPage,
} from '@vusal/shared/schemas/admin';
import type { ReportDecisionInput } from '@vusal/shared/schemas/admin-decisions';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { staffKeys } from '../../../lib/staff-keys';

export type { AdminReport, AdminReportStatus } from '@vusal/shared/schemas/admin';
/** A report as the queue lists it, with how long it has waited. */
export type AdminReportItem = AdminReportsPage['items'][number];

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
    queryKey: staffKeys.reportList(status),
    queryFn: ({ pageParam, signal }) => getReports(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useReports(status: AdminReportStatus) {
  return useInfiniteQuery(reportsQueryOptions(status));
}

/**
 * `POST /api/admin/reports/:id/decision` (issue 24, item 3): dismiss, warn, require
 * verification, suspend (with `days`) or ban, with the reason the member sees.
 * 409 `CONFLICT` when the report was decided already, 409 `ADMIN_SELF_LOCKOUT` about oneself.
 */
export async function decideReport(input: {
  id: string;
  decision: ReportDecisionInput;
}): Promise<AdminReport> {
  const body = await apiFetch(`/api/admin/reports/${encodeURIComponent(input.id)}/decision`, {
    method: 'POST',
    body: input.decision,
  });
  return adminReportSchema.parse(body);
}

/** A decision changes the queues, the users table and the audit log: all refetch. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: decideReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
