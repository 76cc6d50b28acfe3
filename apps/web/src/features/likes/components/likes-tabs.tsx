import { TabList, tabIds } from '../../../components/ui/tab-list';
import { useTranslation } from '../../../lib/translation';

export type LikesTab = 'likes' | 'matches';
const tabs: readonly LikesTab[] = ['likes', 'matches'];

type LikesTabsProps = {
  selected: LikesTab;
  counts: Record<LikesTab, number | null>;
  onSelect: (tab: LikesTab) => void;
};

export const panelIds = (tab: LikesTab) => tabIds('likes', tab);

/** The two tabs with their counts. */
export function LikesTabs({ selected, counts, onSelect }: LikesTabsProps) {
  const { t } = useTranslation();
  return (
    <TabList
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      label={t('likes.tabs.label')}
      idPrefix="likes"
      className="inline-flex"
    >
      {(tab) => {
        const count = counts[tab];
        return (
          <>
            {t(`likes.tabs.${tab}`)}
            {count === null ? null : ' '}
            {count === null ? null : (
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${tab === selected ? 'bg-white text-rose-800' : 'bg-rose-100 text-rose-800'}`}
              >
                {count}
              </span>
            )}
          </>
        );
      }}
    </TabList>
  );
}
