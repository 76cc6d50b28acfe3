import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { arrowKeyTarget } from './arrow-keys';

type AccordionProps<T extends string> = {
  items: readonly T[];
  /** What an item's button shows (its question); a chevron may use `group-data-[state=open]`. */
  heading: (item: T, index: number) => ReactNode;
  /** What an item shows when open (its answer). */
  panel: (item: T) => ReactNode;
  className?: string;
  itemClassName?: string;
  triggerClassName?: string;
  panelClassName?: string;
};

/**
 * Headings that open and close their sections, any number at once (WAI-ARIA accordion
 * pattern): each heading's button says whether its region is expanded and names it; Enter and
 * Space toggle, ↓ and ↑ move between the buttons (wrapping), Home and End to the first and last.
 * Closed panels stay in the HTML (hidden by CSS), so a prerendered page carries every answer.
 * Written out rather than taken from Radix: the FAQ hydrated Radix's accordion in three passes
 * (render, layout effects measuring every panel, a synchronous re-render), the largest share of
 * its blocking time (docs/performance.md, P10).
 */
export function Accordion<T extends string>({
  items,
  heading,
  panel,
  className = '',
  itemClassName = '',
  triggerClassName = '',
  panelClassName = '',
}: AccordionProps<T>) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<T>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function toggle(item: T) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(item)) next.add(item);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = buttons.current.findIndex((button) => button === event.target);
    if (index === -1) return;
    const next = arrowKeyTarget(event.key, index, items.length, 'vertical');
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  }

  return (
    <div className={className} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const isOpen = open.has(item);
        const state = isOpen ? 'open' : 'closed';
        const ids = { button: `${prefix}-${item}-button`, panel: `${prefix}-${item}-panel` };
        return (
          <div key={item} data-state={state} className={itemClassName}>
            <h2>
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                id={ids.button}
                aria-expanded={isOpen}
                aria-controls={ids.panel}
                data-state={state}
                className={triggerClassName}
                onClick={() => toggle(item)}
              >
                {heading(item, index)}
              </button>
            </h2>
            <div
              role="region"
              id={ids.panel}
              aria-labelledby={ids.button}
              data-state={state}
              className={panelClassName}
            >
              {panel(item)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
