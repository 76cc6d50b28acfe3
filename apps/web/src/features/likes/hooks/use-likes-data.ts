import type { MatchView, ReceivedLike } from '@vusal/shared/schemas/likes';
import { useMatches } from '../api/get-matches';
import { useReceivedLikes } from '../api/get-received-likes';

type ListState<T> = {
  items: readonly T[];
  total: number;
  status: 'loading' | 'error' | 'ready';
  retry: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
};

type InfiniteResult<T> = {
  data?: { pages: { items: T[]; total: number | null }[] };
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

function toListState<T>(query: InfiniteResult<T>): ListState<T> {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    items,
    total: query.data?.pages[0]?.total ?? items.length,
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** The likes received and my matches. */
export function useLikesData(which: { likes: boolean; matches: boolean }) {
  const likes = useReceivedLikes({ enabled: which.likes });
  const matches = useMatches({ enabled: which.matches });
  return {
    likes: toListState<ReceivedLike>(likes),
    matches: toListState<MatchView>(matches),
  };
}
