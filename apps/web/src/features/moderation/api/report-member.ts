import type { ReportRequest } from '@vusal/shared/schemas/likes';
import { reportResultSchema } from '@vusal/shared/schemas/reports';
import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';

/** `POST /api/reports`: lands in the moderation queue with what it froze (issue 24). */
export async function reportMember(request: ReportRequest): Promise<{ reportId: string }> {
  return reportResultSchema.parse(
    await apiFetch('/api/reports', { method: 'POST', body: request }),
  );
}

export function useReportMember() {
  return useAppMutation({ mutationFn: reportMember, simulatedToast: nothingSentToast });
}
