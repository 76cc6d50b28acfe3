import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { buttonClasses } from '../../../components/ui/button';
import {
  ListEmpty as EmptyList,
  ListError as ListErrorNotice,
  ListLoading as ListSpinner,
  LoadMore as LoadMoreButton,
} from '../../../components/ui/list-states';

/** The likes and matches lists' texts on the shared list states: 'Yüklənir...'. */
export function ListLoading() {
  const { t } = useTranslation();
  return <ListSpinner label={t('likes.loading')} />;
}

/** 'Məlumatlar yüklənərkən xəta baş verdi' with a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ListErrorNotice
      message={t('likes.loadError')}
      retryLabel={t('likes.retry')}
      onRetry={onRetry}
    />
  );
}

type ListEmptyProps = { title: string; text: string; to: string; action: string; icon?: ReactNode };

/** An empty list: what it will hold, and where to go meanwhile (e.g. 'Kəşf etməyə başla'). */
export function ListEmpty({ title, text, to, action, icon }: ListEmptyProps) {
  const { localizedPath } = useLocale();
  return (
    <EmptyList
      title={title}
      text={text}
      icon={icon}
      action={
        <Link to={localizedPath(to)} className={buttonClasses('primary', 'lg')}>
          {action}
        </Link>
      }
    />
  );
}

type LoadMoreProps = { hasMore: boolean; isLoading: boolean; onLoad: () => void };

export function LoadMore(props: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <LoadMoreButton
      {...props}
      label={t('discovery.explore.loadMore')}
      loadingLabel={t('discovery.explore.loadingMore')}
    />
  );
}
