import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { receivedLikesPageSchema, type ReceivedLikesPage } from '@vusal/shared/schemas/likes';
import { apiFetch } from '../../../lib/api-client';
import { likesKeys } from '../../../lib/likes-keys';

/** `GET /api/likes/received`: who liked me and is not matched with me yet, newest first. */
export async function getReceivedLikes(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ReceivedLikesPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return receivedLikesPageSchema.parse(await apiFetch(`/api/likes/received${query}`, { signal }));
}

export function receivedLikesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: likesKeys.received(),
    queryFn: ({ pageParam, signal }) => getReceivedLikes(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useReceivedLikes(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...receivedLikesQueryOptions(), enabled: options.enabled ?? true });
}
