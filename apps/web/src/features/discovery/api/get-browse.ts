import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  candidatePageSchema,
  type CandidatePage,
  type DiscoveryOrder,
} from '@vusal/shared/schemas/discovery';
import { apiFetch } from '../../../lib/api-client';
import { discoveryKeys } from '../../../lib/discovery-keys';

/** `GET /api/discovery/browse`: candidates by the viewer's saved preferences, a page at a time. */
export async function getBrowsePage(
  order: DiscoveryOrder | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  const params = new URLSearchParams();
  if (order) params.set('order', order);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  const query = search ? `?${search}` : '';
  return candidatePageSchema.parse(await apiFetch(`/api/discovery/browse${query}`, { signal }));
}

export function browseQueryOptions(order: DiscoveryOrder | undefined) {
  return infiniteQueryOptions({
    // Below `discoveryKeys.browse()`, so Refresh resets every order's deck.
    queryKey: [...discoveryKeys.browse(), order ?? 'default'],
    queryFn: ({ pageParam, signal }) => getBrowsePage(order, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The deck is walked locally; a refetch in the middle would shuffle cards under the finger.
    staleTime: Infinity,
  });
}

export function useBrowse(order: DiscoveryOrder | undefined) {
  return useInfiniteQuery(browseQueryOptions(order));
}
