import { useRef } from 'react';

/**
 * For a Radix dialog opened without its Trigger (from a form, a menu, a card): remembers what
 * had the focus when it opened and gives it back when it closes or unmounts. Radix itself only
 * returns focus to a Trigger.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
