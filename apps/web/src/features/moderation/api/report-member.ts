import type { ReportRequest } from '@vusal/shared/schemas/likes';
import { reportResultSchema } from '@vusal/shared/schemas/reports';
import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { useRefreshAfterBlock } from './block-member';

/**
 * `POST /api/reports`: lands in the moderation queue with what it froze (issue 24); with
 * `block`, the member is blocked in the same request (issue 37: "also report").
 */
export async function reportMember(request: ReportRequest): Promise<{ reportId: string }> {
  return reportResultSchema.parse(
    await apiFetch('/api/reports', { method: 'POST', body: request }),
  );
}

export function useReportMember() {
  const refreshAfterBlock = useRefreshAfterBlock();
  return useAppMutation({
    mutationFn: reportMember,
    simulatedToast: nothingSentToast,
    onSuccess: (_, request) => {
      if (request.block) refreshAfterBlock();
    },
  });
}
