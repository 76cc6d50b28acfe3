import { useRef } from 'react';

/** Where the opener sat in a list, when it did: its list and its position there. */
type Place = { list: Element; index: number };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

function placeOf(element: HTMLElement | null): Place | null {
  const item = element?.closest('li');
  const list = item?.parentElement;
  return item && list ? { list, index: [...list.children].indexOf(item) } : null;
}

/**
 * For a Radix dialog opened without its Trigger (from a form, a menu, a card): remembers what
 * had the focus when it opened and gives it back when it closes or unmounts. Radix itself only
 * returns focus to a Trigger. When the opener left with its list item (a queue item decided in
 * the dialog), focus goes to the item now in its place (or the new last one), so a keyboard
 * user goes on from where they were instead of from the top of the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const place = useRef<Place | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      place.current = placeOf(opener.current);
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
        return;
      }
      const { list, index } = place.current ?? {};
      if (!list?.isConnected || index === undefined || list.children.length === 0) return;
      const item = list.children[Math.min(index, list.children.length - 1)];
      const target = item?.querySelector<HTMLElement>(FOCUSABLE);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
