import { useCallback, useRef, type FocusEvent } from 'react';

/**
 * Keyboard focus around the toasts, in place of sonner's own bookkeeping. Sonner remembers the
 * element the focus came from when it enters the toasts and sends it back there whenever it
 * leaves them, so a Tab past the last toast's Close returned to the control before the toasts
 * (the chat's composer, a form's last button) instead of going on through the page: a loop a
 * keyboard user could not leave while a toast showed. Here focus that leaves, by Tab, Shift+Tab
 * or a click, stays where it went; it is returned to where it came from only when the toast
 * holding it closes and would otherwise drop it onto the page's body.
 *
 * Spread the result on an element wrapping sonner's `Toaster`. Sonner records the element to
 * return to in a focus handler on its list; the capturing handler here stops the focus event
 * before it gets there, so sonner never has one. (React's synthetic event is a fresh object for
 * each phase, so it cannot be edited for sonner's handler instead.) A `focusin` listener of the
 * page's own must therefore capture to see focus entering the toasts.
 */
export function useToastFocus() {
  const wrapper = useRef<HTMLElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const ref = useCallback((element: HTMLElement | null) => {
    wrapper.current = element;
    if (!element) return;
    // Removing the focused toast fires no blur that React passes on: watch for it instead.
    const observer = new MutationObserver(() => {
      const target = returnTo.current;
      if (!target || element.contains(document.activeElement)) return;
      returnTo.current = null;
      if (target.isConnected && document.activeElement === document.body) {
        target.focus({ preventScroll: true });
      }
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const isInside = (element: EventTarget | null) =>
    element instanceof Node && !!wrapper.current?.contains(element);

  return {
    ref,
    onFocusCapture(event: FocusEvent) {
      event.stopPropagation();
      if (isInside(event.relatedTarget)) return;
      returnTo.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    },
    onBlurCapture(event: FocusEvent) {
      if (!isInside(event.relatedTarget)) returnTo.current = null;
    },
  };
}
