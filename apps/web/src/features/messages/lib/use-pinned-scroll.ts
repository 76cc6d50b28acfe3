import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How near the end still counts as reading the newest message: about one line. */
const NEAR_END_PX = 48;

type PinnedScrollOptions = {
  /** Changes when another chat opens: it starts at its newest message. */
  chatKey: string;
  /** The newest message's id (or pending client id); undefined while nothing is shown. */
  newestKey: string | undefined;
  /** The newest message is the member's own: sending always brings them down to it. */
  isOwnNewest: boolean;
};

/** Which message was the newest when the member scrolled up from the end, in which chat. */
type LeftAt = { chatKey: string; newestKey: string | undefined };

/**
 * Keeps a thread at its newest message while anything inside it grows (the first page, a
 * picture without a stored size loading, the typing dots), unless the member scrolled up to
 * read: then a newer message only sets `hasNewBelow`, and `jumpToNewest` takes them down.
 */
export function usePinnedScroll({ chatKey, newestKey, isOwnNewest }: PinnedScrollOptions) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const isPinned = useRef(true);
  const current = useRef({ chatKey, newestKey });
  const [leftAt, setLeftAt] = useState<LeftAt | null>(null);

  const toEnd = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  const jumpToNewest = useCallback(() => {
    isPinned.current = true;
    setLeftAt(null);
    toEnd();
  }, [toEnd]);

  useLayoutEffect(() => {
    current.current = { chatKey, newestKey };
  }, [chatKey, newestKey]);

  useLayoutEffect(() => {
    isPinned.current = true;
    toEnd();
  }, [chatKey, toEnd]);

  useLayoutEffect(() => {
    if (newestKey !== undefined && (isPinned.current || isOwnNewest)) {
      isPinned.current = true;
      toEnd();
    }
  }, [newestKey, isOwnNewest, toEnd]);

  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner) return;
    const onScroll = () => {
      const isNearEnd =
        element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END_PX;
      isPinned.current = isNearEnd;
      setLeftAt((left) => (isNearEnd ? null : (left ?? { ...current.current })));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (isPinned.current) toEnd();
          });
    observer?.observe(inner);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [toEnd]);

  const hasNewBelow =
    leftAt !== null && leftAt.chatKey === chatKey && leftAt.newestKey !== newestKey;
  return { scroller, content, hasNewBelow, jumpToNewest };
}
