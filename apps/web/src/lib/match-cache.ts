import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { MatchesPage, MatchView } from '@vusal/shared/schemas/likes';
import { likesKeys } from './likes-keys';

type MatchesData = InfiniteData<MatchesPage, string | undefined>;

/** Replaces a match in the cached list (a consent answer), wherever it is. */
export function patchMatch(queryClient: QueryClient, match: MatchView): void {
  queryClient.setQueryData<MatchesData>(likesKeys.matches(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.matchId === match.matchId ? match : item)),
          })),
        }
      : data,
  );
}

/** Takes a match out of the cached list at once (unmatch, block), before the refetch confirms it. */
export function dropMatch(queryClient: QueryClient, matchId: string): void {
  queryClient.setQueryData<MatchesData>(likesKeys.matches(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => {
            const items = page.items.filter((item) => item.matchId !== matchId);
            const removed = page.items.length - items.length;
            const total = index === 0 && page.total !== null ? page.total - removed : page.total;
            return { ...page, items, total };
          }),
        }
      : data,
  );
}

/** Everything a new or removed match changes: the lists, the relation buttons, the badges. */
export function refreshAfterMatchChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: likesKeys.matches() });
  void queryClient.invalidateQueries({ queryKey: likesKeys.received() });
  void queryClient.invalidateQueries({ queryKey: likesKeys.relations() });
}
