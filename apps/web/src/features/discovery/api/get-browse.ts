import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { candidatePageSchema, type CandidatePage } from '@vusal/shared/schemas/discovery';
import { apiFetch } from '../../../lib/api-client';
import { discoveryKeys } from '../../../lib/discovery-keys';

/** `GET /api/discovery/browse`: candidates by the viewer's saved preferences, a page at a time. */
export async function getBrowsePage(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return candidatePageSchema.parse(await apiFetch(`/api/discovery/browse${query}`, { signal }));
}

export function browseQueryOptions() {
  return infiniteQueryOptions({
    queryKey: discoveryKeys.browse(),
    queryFn: ({ pageParam, signal }) => getBrowsePage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The deck is walked locally; a refetch in the middle would shuffle cards under the finger.
    staleTime: Infinity,
  });
}

export function useBrowse() {
  return useInfiniteQuery(browseQueryOptions());
}
