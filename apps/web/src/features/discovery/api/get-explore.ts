import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { candidatePageSchema, type CandidatePage } from '@vusal/shared/schemas/discovery';
import { apiFetch } from '../../../lib/api-client';
import { discoveryKeys } from '../../../lib/discovery-keys';
import { exploreSearch, type ExploreFilters } from '../lib/explore-filters';

/** `GET /api/discovery/explore`: the filters given override the saved preferences. */
export async function getExplorePage(
  filters: ExploreFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  return candidatePageSchema.parse(
    await apiFetch(`/api/discovery/explore${exploreSearch(filters, cursor)}`, { signal }),
  );
}

export function exploreQueryOptions(filters: ExploreFilters) {
  return infiniteQueryOptions({
    queryKey: discoveryKeys.explore(filters),
    queryFn: ({ pageParam, signal }) => getExplorePage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useExplore(filters: ExploreFilters) {
  return useInfiniteQuery({
    ...exploreQueryOptions(filters),
    // Changing a filter keeps the old grid until the new one arrives: no flash of skeletons.
    placeholderData: keepPreviousData,
  });
}
