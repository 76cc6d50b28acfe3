import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberNoticesSchema, type MemberNotices } from '@vusal/shared/schemas/moderation';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';

const noticesKey = ['moderation', 'notices'] as const;

/** `GET /api/moderation/notices`: a warning not shown yet, and a request to verify. */
export async function getNotices(signal?: AbortSignal): Promise<MemberNotices> {
  return memberNoticesSchema.parse(await apiFetch('/api/moderation/notices', { signal }));
}

/**
 * Asked again on every page, so a decision taken meanwhile shows on the next one. A failure
 * shows nothing and is not retried: the next page asks again.
 */
export function useNotices(page: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...noticesKey, page],
      queryFn: ({ signal }) => getNotices(signal),
      enabled,
      retry: false,
      staleTime: 0,
    }),
  );
}

/** `POST /api/moderation/warnings/:id/seen`: the warning is not shown again. */
export async function markWarningSeen(id: string): Promise<void> {
  await apiFetch(`/api/moderation/warnings/${encodeURIComponent(id)}/seen`, {
    method: 'POST',
    body: {},
  });
}

export function useMarkWarningSeen() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: markWarningSeen,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
