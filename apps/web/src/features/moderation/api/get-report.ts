import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminReportDetailSchema, type AdminReportDetail } from '@vusal/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/staff-keys';

/** `GET /api/admin/reports/:id`: the report with what it froze (issue 24); moderators only. */
export async function getReport(id: string, signal?: AbortSignal): Promise<AdminReportDetail> {
  return adminReportDetailSchema.parse(
    await apiFetch(`/api/admin/reports/${encodeURIComponent(id)}`, { signal }),
  );
}

export function reportQueryOptions(id: string) {
  return queryOptions({
    queryKey: staffKeys.report(id),
    queryFn: ({ signal }) => getReport(id, signal),
  });
}

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id));
}
