import { useCallback, useRef, useState, type FocusEvent } from 'react';

/**
 * Keyboard focus around the toasts. Focus that leaves them, by Tab, Shift+Tab or a click, stays
 * where it went: a Tab past the last toast's Close goes on through the page, never back to the
 * control the focus came from (a loop a keyboard user could not leave while a toast showed).
 * The control the focus came from gets it back only when the toast holding it closes and would
 * otherwise drop it onto the page's body.
 *
 * Spread `props` on the element holding the toasts; `isFocusWithin` tells whether one of them
 * has the focus (their timers wait meanwhile).
 */
export function useToastFocus() {
  const wrapper = useRef<HTMLElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const hasFocus = useRef(false);
  const [isFocusWithin, setIsFocusWithin] = useState(false);
  const focusWithin = useCallback((is: boolean) => {
    hasFocus.current = is;
    setIsFocusWithin(is);
  }, []);

  const ref = useCallback(
    (element: HTMLElement | null) => {
      wrapper.current = element;
      if (!element) return;
      // Removing the focused toast fires no blur that React passes on: watch for it instead.
      const observer = new MutationObserver(() => {
        if (!hasFocus.current || element.contains(document.activeElement)) return;
        focusWithin(false);
        const target = returnTo.current;
        returnTo.current = null;
        if (target?.isConnected && document.activeElement === document.body) {
          target.focus({ preventScroll: true });
        }
      });
      observer.observe(element, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    [focusWithin],
  );

  const isInside = (element: EventTarget | null) =>
    element instanceof Node && !!wrapper.current?.contains(element);

  const props = {
    ref,
    onFocus(event: FocusEvent) {
      focusWithin(true);
      if (isInside(event.relatedTarget)) return;
      returnTo.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    },
    onBlur(event: FocusEvent) {
      if (isInside(event.relatedTarget)) return;
      focusWithin(false);
      returnTo.current = null;
    },
  };
  return { isFocusWithin, props };
}
