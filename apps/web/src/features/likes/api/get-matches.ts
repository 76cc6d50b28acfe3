import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { matchesPageSchema, type MatchesPage } from '@vusal/shared/schemas/likes';
import { apiFetch } from '../../../lib/api-client';
import { likesKeys } from '../../../lib/likes-keys';

/** `GET /api/matches`: my matches, newest first, each with its status label. */
export async function getMatches(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<MatchesPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return matchesPageSchema.parse(await apiFetch(`/api/matches${query}`, { signal }));
}

export function matchesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: likesKeys.matches(),
    queryFn: ({ pageParam, signal }) => getMatches(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useMatches(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...matchesQueryOptions(), enabled: options.enabled ?? true });
}
