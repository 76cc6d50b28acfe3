import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { visitorsPageSchema, type VisitorsPage } from '@vusal/shared/schemas/visitors';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/visitors`: who opened my profile, each once, newest visit first (decision 045). */
export async function getVisitors(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<VisitorsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return visitorsPageSchema.parse(await apiFetch(`/api/visitors${query}`, { signal }));
}

export const visitorsKey = ['visitors'] as const;

export function visitorsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: visitorsKey,
    queryFn: ({ pageParam, signal }) => getVisitors(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useVisitors() {
  return useInfiniteQuery(visitorsQueryOptions());
}
