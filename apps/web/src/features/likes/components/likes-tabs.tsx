import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/translation';

export type LikesTab = 'likes' | 'matches';
const tabs: LikesTab[] = ['likes', 'matches'];

type LikesTabsProps = {
  selected: LikesTab;
  counts: Record<LikesTab, number | null>;
  onSelect: (tab: LikesTab) => void;
};

export const tabId = (tab: LikesTab) => `likes-tab-${tab}`;
export const panelId = (tab: LikesTab) => `likes-panel-${tab}`;

/** The two tabs with their counts; ← and → move between them (WAI-ARIA tabs pattern). */
export function LikesTabs({ selected, counts, onSelect }: LikesTabsProps) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<LikesTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(selected) + 1) % tabs.length]!;
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('likes.tabs.label')}
      onKeyDown={onKeyDown}
      className="inline-flex rounded-full bg-white p-1 ring-1 ring-rose-100"
    >
      {tabs.map((tab) => {
        const isSelected = tab === selected;
        const count = counts[tab];
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={isSelected}
            aria-controls={panelId(tab)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 ${
              isSelected ? 'bg-rose-700 text-white' : 'text-stone-700 hover:bg-rose-50'
            }`}
          >
            {t(`likes.tabs.${tab}`)}
            {count === null ? null : ' '}
            {count === null ? null : (
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${isSelected ? 'bg-white text-rose-800' : 'bg-rose-100 text-rose-800'}`}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
