import type { CandidateCard, DiscoveryOrder } from '@vusal/shared/schemas/discovery';
import { useCallback, useEffect, useState } from 'react';
import { useBrowse } from '../api/get-browse';

/** Fetch the next page while this many cards are still ahead, so the deck never waits. */
const PREFETCH_AHEAD = 3;

export type BrowseDeck = {
  status: 'loading' | 'error' | 'card' | 'end';
  current: CandidateCard | undefined;
  next: CandidateCard | undefined;
  /** 1-based position of the current card, and how many the search found ("n / total"). */
  position: number;
  total: { count: number; isCapped: boolean };
  /** The order the server applied, once the first page is in. */
  order: DiscoveryOrder | undefined;
  /** Which deck this is: changes when another order or "Verified only" starts a new one. */
  id: string;
  advance: () => void;
  /** One card back: the one just passed returns (issue 22, Undo). */
  back: () => void;
  restart: () => void;
  retry: () => void;
};

/** Browse's deck: the pages of candidates walked one card at a time. */
export function useBrowseDeck(order: DiscoveryOrder | undefined): BrowseDeck {
  const query = useBrowse(order);
  const [index, setIndex] = useState(0);
  // Another order, or another saved "Verified only" (issue 37), is another deck: it starts at
  // its first card.
  const verifiedOnly = query.data?.pages[0]?.filters.verifiedOnly;
  const [deckOf, setDeckOf] = useState({ order, verifiedOnly });
  if (deckOf.order !== order || deckOf.verifiedOnly !== verifiedOnly) {
    setDeckOf({ order, verifiedOnly });
    setIndex(0);
  }

  const items: readonly CandidateCard[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? { count: items.length, isCapped: false };

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const isNearEnd = items.length - index <= PREFETCH_AHEAD;
  useEffect(() => {
    if (isNearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [isNearEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  let status: BrowseDeck['status'];
  if (index < items.length) status = 'card';
  else if (query.isError) status = 'error';
  else if (query.isPending || hasNextPage || isFetchingNextPage) status = 'loading';
  else status = 'end';

  const advance = useCallback(() => setIndex((current) => current + 1), []);
  const back = useCallback(() => setIndex((current) => Math.max(0, current - 1)), []);
  const restart = useCallback(() => setIndex(0), []);
  const { refetch } = query;
  const retry = useCallback(() => {
    if (query.isFetchNextPageError) void fetchNextPage();
    else void refetch();
  }, [fetchNextPage, query.isFetchNextPageError, refetch]);

  return {
    status,
    current: items[index],
    next: items[index + 1],
    position: Math.min(index + 1, Math.max(total.count, items.length)),
    total,
    order: query.data?.pages[0]?.filters.order,
    id: `${deckOf.order ?? ''}:${String(deckOf.verifiedOnly)}`,
    advance,
    back,
    restart,
    retry,
  };
}
