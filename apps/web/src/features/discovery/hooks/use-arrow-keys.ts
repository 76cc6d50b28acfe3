import { useEffect, useRef } from 'react';

/** Where an arrow key belongs to the control itself (text, choices, sliders, dialogs). */
function isOwnedByControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]')) return true;
  return target.matches('input, textarea, select, [contenteditable="true"], [role="slider"]');
}

/**
 * Browse's keyboard: ← passes, → likes, anywhere on the page except inside a field or a dialog,
 * and never with a modifier (so browser shortcuts like Alt+← keep working).
 */
export function useArrowKeys(
  handlers: { onLeft: () => void; onRight: () => void },
  enabled = true,
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || event.repeat || isOwnedByControl(event.target)) return;
      if (event.key === 'ArrowLeft') latest.current.onLeft();
      else if (event.key === 'ArrowRight') latest.current.onRight();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
