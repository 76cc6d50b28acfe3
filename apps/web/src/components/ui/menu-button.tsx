import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { arrowKeyTarget } from './arrow-keys';
import { menuPosition, type MenuAlign } from './menu-position';

/** One item of a menu: its name, and what choosing it does. */
export type MenuAction = { key: string; label: string; run: () => void };

/** Which item takes the focus as the menu opens: ArrowUp on the button opens it at the last. */
type Opening = 'first' | 'last';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/** A typed letter moves to the next item whose name starts with it, wrapping round. */
function typeaheadTarget(labels: string[], index: number, key: string) {
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const next = (index + step) % labels.length;
    if (labels[next]!.toLocaleLowerCase().startsWith(letter)) return next;
  }
  return undefined;
}

const isLetter = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

type MenuButtonProps = {
  /** The button's name, which also names the menu. */
  label: string;
  actions: MenuAction[];
  align: MenuAlign;
  /** The button's look. */
  className: string;
  /** Marks for the button from its surroundings (a list's `rovingItem`). */
  buttonAttributes?: Record<`data-${string}`, string>;
  /** What the button shows (an icon). */
  children: ReactNode;
};

/**
 * A button that opens a menu of actions (the WAI-ARIA APG menu button; issue 35, item 8 replaced
 * Radix's, some 10 KB gzip, with it). A click, Enter or Space opens it at its first item,
 * ArrowDown too and ArrowUp at its last; the arrows (wrapping), Home, End and a typed first
 * letter move through it; Escape or Tab close it with the focus back on the button; a click
 * elsewhere closes it. Choosing an item closes the menu and gives the focus back to the button
 * before the action runs, so a dialog the action opens returns the focus there as it closes.
 * The menu sits in `body`, so a scrolling list does not clip it, and stays on screen
 * (`menuPosition`).
 */
export function MenuButton({
  label,
  actions,
  align,
  className,
  buttonAttributes,
  children,
}: MenuButtonProps) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useLayoutEffect(() => {
    if (!opening) return;
    // Placed before it paints, and again as anything under it scrolls or the window resizes.
    const place = () => {
      const button = buttonRef.current;
      const menu = menuRef.current;
      if (!button || !menu) return;
      const { top, left } = menuPosition(
        button.getBoundingClientRect(),
        { width: menu.offsetWidth, height: menu.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        align,
      );
      menu.style.top = `${top}px`;
      menu.style.left = `${left}px`;
    };
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpening(null);
    };
    place();
    const items = menuItems(menuRef.current);
    (opening === 'first' ? items[0] : items.at(-1))?.focus();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    document.addEventListener('pointerdown', closeOutside, true);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      document.removeEventListener('pointerdown', closeOutside, true);
    };
  }, [opening, align]);

  const close = () => {
    buttonRef.current?.focus();
    setOpening(null);
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach `onClick` as the button's own activation.
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(event.target as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    const next =
      arrowKeyTarget(event.key, index, items.length, 'vertical') ??
      (isLetter(event)
        ? typeaheadTarget(
            actions.map((action) => action.label),
            index,
            event.key,
          )
        : undefined);
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    items[next]?.focus();
  };

  // Focus gone elsewhere (not to nowhere, as when the window loses it) closes the menu; to the
  // button it is the button's click that closes it, which would otherwise open it again.
  const handleMenuBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node) || to === buttonRef.current) return;
    if (!event.currentTarget.contains(to)) setOpening(null);
  };

  const choose = (action: MenuAction) => {
    close();
    action.run();
  };

  return (
    <>
      <button
        {...buttonAttributes}
        ref={buttonRef}
        type="button"
        id={buttonId}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={opening !== null}
        aria-controls={opening ? menuId : undefined}
        onClick={() => setOpening((open) => (open ? null : 'first'))}
        onKeyDown={handleButtonKeyDown}
        className={className}
      >
        {children}
      </button>
      {opening
        ? createPortal(
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-labelledby={buttonId}
              onKeyDown={handleMenuKeyDown}
              onBlur={handleMenuBlur}
              className="fixed top-0 left-0 z-30 max-w-[calc(100vw-1rem)] min-w-48 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-stone-200"
            >
              {actions.map((action) => (
                <button
                  key={action.key}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => choose(action)}
                  className="flex min-h-11 w-full cursor-pointer items-center px-4 text-left text-sm font-medium text-stone-800 outline-none hover:bg-rose-50 hover:text-rose-900 focus-visible:bg-rose-50 focus-visible:text-rose-900"
                >
                  {action.label}
                </button>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
