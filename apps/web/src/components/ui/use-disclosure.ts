import { useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that shows and hides a panel (the header's menus): the button's ARIA state and the
 * panel's id, and Escape, from anywhere in the pair, closes it and gives focus back to the button.
 */
export function useDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    setIsOpen(false);
    buttonRef.current?.focus();
  };
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': isOpen,
    'aria-controls': panelId,
    onClick: () => setIsOpen((open) => !open),
  };
  return { isOpen, close: () => setIsOpen(false), panelId, buttonProps, closeOnEscape };
}
