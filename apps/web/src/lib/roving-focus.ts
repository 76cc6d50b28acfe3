import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';

const ROVING_ATTRIBUTE = 'data-roving-item';

/** Marks an element as one stop of the list's single tab stop (see `useRovingFocus`). */
export const rovingItem = { [ROVING_ATTRIBUTE]: '' } as const;

const steps: Record<string, (index: number, count: number) => number> = {
  ArrowUp: (index) => Math.max(index - 1, 0),
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * One tab stop for a long list of like controls (issue 22, item 9: a chat's per-message menus).
 * Tab reaches the list once, on the item last used (the newest at first); ArrowUp and ArrowDown
 * move between items, Home and End jump to the ends. The keys are taken in the capture phase so
 * that a control's own ArrowDown (a menu button opens on it) does not fire while moving.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const list = useRef<T>(null);
  const active = useRef<Element | null>(null);

  const items = () => [...(list.current?.querySelectorAll(`[${ROVING_ATTRIBUTE}]`) ?? [])];

  // After every render: new items arrive untabbable, the active one (else the newest) keeps the stop.
  useLayoutEffect(() => {
    const all = items();
    const current = active.current && all.includes(active.current) ? active.current : all.at(-1);
    for (const item of all) item.setAttribute('tabindex', item === current ? '0' : '-1');
  });

  const onFocus = useCallback((event: { target: EventTarget }) => {
    const all = items();
    if (!(event.target instanceof Element) || !all.includes(event.target)) return;
    active.current = event.target;
    for (const item of all) item.setAttribute('tabindex', item === event.target ? '0' : '-1');
  }, []);

  const onKeyDownCapture = useCallback((event: KeyboardEvent) => {
    const step = steps[event.key];
    const all = items();
    const index = all.indexOf(event.target as Element);
    if (!step || index === -1) return;
    event.preventDefault();
    event.stopPropagation();
    (all[step(index, all.length)] as HTMLElement | undefined)?.focus();
  }, []);

  return { ref: list, onFocus, onKeyDownCapture };
}
