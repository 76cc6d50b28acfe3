import { queryOptions, useQuery } from '@tanstack/react-query';
import { queuesSummarySchema, type QueuesSummary } from '@vusal/shared/schemas/queues';
import { apiFetch } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/staff-keys';

export type { ModerationQueue, QueueSummary } from '@vusal/shared/schemas/queues';

/**
 * `GET /api/moderation/queues` (issue 34 item 12, issue 36 item 2): every queue's size and
 * oldest wait. Under `staffKeys.all`, so every decision refreshes it.
 */
export async function getQueues(signal?: AbortSignal): Promise<QueuesSummary> {
  return queuesSummarySchema.parse(await apiFetch('/api/moderation/queues', { signal }));
}

export function queuesQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.queues,
    queryFn: ({ signal }) => getQueues(signal),
    // Work arrives while the screen is open: the counts follow within a minute.
    refetchInterval: 60_000,
  });
}

export function useQueues() {
  return useQuery(queuesQueryOptions());
}
