import { useMutation } from '@tanstack/react-query';
import { reportResultSchema, type ReportRequest } from '@vusal/shared/schemas/likes';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/reports`: lands in the admin moderation queue (S3). */
export async function reportMember(request: ReportRequest): Promise<{ reportId: string }> {
  return reportResultSchema.parse(
    await apiFetch('/api/reports', { method: 'POST', body: request }),
  );
}

export function useReportMember() {
  return useMutation({ mutationFn: reportMember });
}
