import { reportResultSchema, type ReportRequest } from '@vusal/shared/schemas/likes';
import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';

/** `POST /api/reports`: lands in the admin moderation queue (S3). */
export async function reportMember(request: ReportRequest): Promise<{ reportId: string }> {
  return reportResultSchema.parse(
    await apiFetch('/api/reports', { method: 'POST', body: request }),
  );
}

export function useReportMember() {
  return useAppMutation({ mutationFn: reportMember, simulatedToast: nothingSentToast });
}
