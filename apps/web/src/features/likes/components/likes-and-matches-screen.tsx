import type { ReactNode } from 'react';
import { Compass } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { useSearchParams } from 'react-router';
import { AppPage, PageTitle } from '../../../components/ui/app-page';
import { BackBar } from '../../../components/ui/back-bar';
import { useMarkViewedOnOpen } from '../../../lib/badges';
import { useLocale } from '../../../lib/use-locale';
import { useLikesData } from '../hooks/use-likes-data';
import { LikesPanel } from './likes-panel';
import { LikesTabs, panelIds, type LikesTab } from './likes-tabs';
import { ListEmpty, ListError, ListLoading, LoadMore } from './list-states';
import { MatchesList } from './matches-list';

/**
 * /likes-and-matches (product.md section 2): 'Sizi bəyənənlər və Cütlüklər' (the spec's title
 * in the site's one form of address, issue 22), the likes and matches tabs with counts
 * (`?tab=matches` opens the second). Opening it marks likes and matches viewed, so the
 * dashboard's badges clear (S5).
 */
type LikesAndMatchesScreenProps = {
  /** On the matches tab, above the list: chats waiting on a question (issue 39), composed by the app. */
  notices?: ReactNode;
};

export function LikesAndMatchesScreen({ notices }: LikesAndMatchesScreenProps = {}) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const [params, setParams] = useSearchParams();
  const selected: LikesTab = params.get('tab') === 'matches' ? 'matches' : 'likes';
  const { likes, matches } = useLikesData({ likes: true, matches: true });
  useMarkViewedOnOpen(['likes', 'matches']);

  const select = (tab: LikesTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'matches') next.set('tab', 'matches');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  const list = selected === 'likes' ? likes : matches;
  let body;
  if (list.status === 'loading') body = <ListLoading />;
  else if (list.status === 'error') body = <ListError onRetry={list.retry} />;
  else if (selected === 'matches') body = <MatchesList matches={matches.items} />;
  else if (likes.items.length === 0) {
    body = (
      <ListEmpty
        icon={<Compass aria-hidden="true" className="mx-auto mb-3 size-10 text-rose-700" />}
        title={t('likes.emptyLikes')}
        text={t('likes.emptyLikesText')}
        to="/explore"
        action={t('likes.explore')}
      />
    );
  } else body = <LikesPanel likes={likes.items} />;

  return (
    <AppPage width="xl" top={<BackBar to={localizedPath('/dashboard')} label={t('likes.back')} />}>
      <div className="grid gap-5">
        <PageTitle>{t('likes.title')}</PageTitle>
        <LikesTabs
          selected={selected}
          onSelect={select}
          counts={{
            likes: likes.status === 'ready' ? likes.total : null,
            matches: matches.status === 'ready' ? matches.total : null,
          }}
        />
        <div
          role="tabpanel"
          id={panelIds(selected).panel}
          aria-labelledby={panelIds(selected).tab}
          className="grid gap-3"
        >
          {selected === 'matches' ? notices : null}
          {body}
          <LoadMore hasMore={list.hasMore} isLoading={list.isLoadingMore} onLoad={list.loadMore} />
        </div>
      </div>
    </AppPage>
  );
}
