import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { AppPage, PageTitle } from '../../../components/ui/app-page';
import { BackBar } from '../../../components/ui/back-bar';
import { buttonClasses } from '../../../components/ui/button';
import { cardGridClasses } from '../../../components/ui/card-grid';
import { ListEmpty, ListError, ListLoading, LoadMore } from '../../../components/ui/list-states';
import { useMarkViewedOnOpen } from '../../../lib/badges';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useVisitors } from '../api/get-visitors';
import { VisitorCard } from './visitor-card';

/**
 * /visitors (issue 38, item 5; decision 045): who opened my profile, newest first, the visits
 * since I last looked marked "New". The list is marked seen once it has loaded, so the marks
 * show this time and the badge clears.
 */
export function VisitorsScreen() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const query = useVisitors();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  useMarkViewedOnOpen(['visitors'], query.isSuccess);
  const now = new Date();

  let body;
  if (query.isPending) body = <ListLoading label={t('visitors.loading')} />;
  else if (query.isError) {
    body = (
      <ListError
        message={t('visitors.loadError')}
        retryLabel={t('visitors.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <ListEmpty
        icon={<Compass aria-hidden="true" className="mx-auto mb-3 size-10 text-rose-700" />}
        title={t('visitors.empty')}
        text={t('visitors.emptyText')}
        action={
          <Link to={localizedPath('/explore')} className={buttonClasses('primary', 'lg')}>
            {t('visitors.explore')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul aria-label={t('visitors.listLabel')} className={cardGridClasses}>
        {items.map((visitor) => (
          <li key={visitor.from.profileId}>
            <VisitorCard visitor={visitor} now={now} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AppPage
      width="xl"
      top={<BackBar to={localizedPath('/dashboard')} label={t('visitors.back')} />}
    >
      <div className="grid gap-5">
        <div className="grid gap-2">
          <PageTitle>{t('visitors.title')}</PageTitle>
          <p className="text-base text-pretty text-stone-600">{t('visitors.lead')}</p>
        </div>
        {body}
        <LoadMore
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoad={() => void query.fetchNextPage()}
          label={t('visitors.loadMore')}
          loadingLabel={t('visitors.loading')}
        />
      </div>
    </AppPage>
  );
}
