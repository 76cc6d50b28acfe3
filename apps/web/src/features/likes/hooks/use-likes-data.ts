import type { MatchView, ReceivedLike } from '@vusal/shared/schemas/likes';
import { useAdminMode } from '../../../lib/admin-mode';
import { previewMatches, previewReceivedLikes } from '../../../lib/admin-preview-data';
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

function toListState<T>(query: InfiniteResult<T>, preview: readonly T[] | null): ListState<T> {
  if (preview) {
    const noop = () => undefined;
    return {
      items: preview,
      total: preview.length,
      status: 'ready',
      retry: noop,
      hasMore: false,
      isLoadingMore: false,
      loadMore: noop,
    };
  }
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

/** The likes received and my matches; in admin preview the samples, with nothing fetched. */
export function useLikesData(which: { likes: boolean; matches: boolean }) {
  const adminMode = useAdminMode();
  const likes = useReceivedLikes({ enabled: which.likes && !adminMode.isOn });
  const matches = useMatches({ enabled: which.matches && !adminMode.isOn });
  return {
    likes: toListState<ReceivedLike>(likes, adminMode.isOn ? previewReceivedLikes : null),
    matches: toListState<MatchView>(matches, adminMode.isOn ? previewMatches : null),
    isPreview: adminMode.isOn,
  };
}
