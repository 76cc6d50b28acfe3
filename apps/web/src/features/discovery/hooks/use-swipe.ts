import { useRef, useState, type PointerEvent } from 'react';

/** How far (px) a finger must travel sideways for a swipe to count. */
export const SWIPE_THRESHOLD_PX = 80;

/**
 * Touch swipe on a card: left passes, right likes. Only touch and pen pointers swipe (a mouse
 * selects text as usual and has the buttons); the card follows the finger while it moves.
 */
export function useSwipe(handlers: { onLeft: () => void; onRight: () => void }, enabled = true) {
  const start = useRef<{ id: number; x: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, isCancelled: boolean) => {
    if (start.current?.id !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    setOffset(0);
    if (isCancelled || Math.abs(distance) < SWIPE_THRESHOLD_PX) return;
    if (distance < 0) handlers.onLeft();
    else handlers.onRight();
  };

  return {
    offset,
    bind: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (!enabled || event.pointerType === 'mouse') return;
        start.current = { id: event.pointerId, x: event.clientX };
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (start.current?.id === event.pointerId) setOffset(event.clientX - start.current.x);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}
