import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { Surface } from '../../../components/ui/app-page';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../lib/use-locale';

/** A list still loading: 'Yüklənir...'. */
export function ListLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid place-items-center py-12">
      <Spinner label={t('likes.loading')} />
    </div>
  );
}

/** 'Məlumatlar yüklənərkən xəta baş verdi' with a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice tone="error" role="alert">
      <p>{t('likes.loadError')}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('likes.retry')}
      </Button>
    </Notice>
  );
}

type ListEmptyProps = { title: string; text: string; to: string; action: string; icon?: ReactNode };

/** An empty list: what it will hold, and where to go meanwhile (e.g. 'Kəşf etməyə başla'). */
export function ListEmpty({ title, text, to, action, icon }: ListEmptyProps) {
  const { localizedPath } = useLocale();
  return (
    <Surface className="text-center">
      {icon}
      <p className="text-lg font-bold text-stone-900">{title}</p>
      <p className="mt-2 text-base text-pretty text-stone-600">{text}</p>
      <Link to={localizedPath(to)} className={`${buttonClasses('primary', 'lg')} mt-5`}>
        {action}
      </Link>
    </Surface>
  );
}

type LoadMoreProps = { hasMore: boolean; isLoading: boolean; onLoad: () => void };

export function LoadMore({ hasMore, isLoading, onLoad }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="secondary" onClick={onLoad} disabled={isLoading}>
        {isLoading ? t('discovery.explore.loadingMore') : t('discovery.explore.loadMore')}
      </Button>
    </div>
  );
}
