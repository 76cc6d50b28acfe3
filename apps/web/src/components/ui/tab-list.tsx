import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { arrowKeyTarget } from './arrow-keys';

/** The ids a tab and its panel share, so the panel can name its tab (`aria-labelledby`). */
export function tabIds(prefix: string, tab: string): { tab: string; panel: string } {
  return { tab: `${prefix}-tab-${tab}`, panel: `${prefix}-panel-${tab}` };
}

type TabListProps<T extends string> = {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  label: string;
  /** The prefix of `tabIds`, given to the panel as well. */
  idPrefix: string;
  /** What a tab shows: its name, and a count where it has one. */
  children: (tab: T) => ReactNode;
  className?: string;
  /** Added to every tab's classes (its width, say). */
  tabClassName?: string;
};

/**
 * A row of tabs (WAI-ARIA tabs pattern): ← and → move to the previous and next tab (wrapping),
 * Home and End to the first and last, each selecting as it moves; only the selected tab is in
 * the Tab order.
 */
export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  children,
  className = '',
  tabClassName = '',
}: TabListProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = arrowKeyTarget(event.key, tabs.indexOf(selected), tabs.length, 'horizontal');
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab);
    refs.current[tab]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`gap-1 rounded-full bg-white/80 p-1 ring-1 ring-rose-100 ${className}`}
    >
      {tabs.map((tab) => {
        const isSelected = tab === selected;
        const ids = tabIds(idPrefix, tab);
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`inline-flex h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 ${tabClassName} ${
              isSelected ? 'bg-rose-700 text-white shadow-sm' : 'text-stone-700 hover:bg-rose-50'
            }`}
          >
            {children(tab)}
          </button>
        );
      })}
    </div>
  );
}
