import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { AppPage, PageTitle } from '../../../components/ui/app-page';
import { BackBar } from '../../../components/ui/back-bar';
import { useMarkViewedOnOpen } from '../../../lib/badges';
import { useLocale } from '../../../lib/use-locale';
import { useLikesData } from '../hooks/use-likes-data';
import { ListError, ListLoading, LoadMore } from './list-states';
import { MatchesList } from './matches-list';

type MatchesScreenProps = {
  /** Above the list: what the app composes there (issue 39: chats waiting on a question). */
  notices?: ReactNode;
};

/** /matches (product.md section 2): my matches with their status labels and consent buttons. */
export function MatchesScreen({ notices }: MatchesScreenProps = {}) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const { matches } = useLikesData({ likes: false, matches: true });
  useMarkViewedOnOpen(['matches']);

  let body;
  if (matches.status === 'loading') body = <ListLoading />;
  else if (matches.status === 'error') body = <ListError onRetry={matches.retry} />;
  else body = <MatchesList matches={matches.items} />;

  return (
    <AppPage width="xl" top={<BackBar to={localizedPath('/dashboard')} label={t('likes.back')} />}>
      <div className="grid gap-5">
        <div>
          <PageTitle>{t('likes.matchesPage.title')}</PageTitle>
          <p className="mt-1 text-base text-pretty text-stone-600">{t('likes.matchesPage.lead')}</p>
        </div>
        {notices}
        <section aria-label={t('likes.matchesPage.title')} className="grid gap-3">
          {body}
          <LoadMore
            hasMore={matches.hasMore}
            isLoading={matches.isLoadingMore}
            onLoad={matches.loadMore}
          />
        </section>
      </div>
    </AppPage>
  );
}
