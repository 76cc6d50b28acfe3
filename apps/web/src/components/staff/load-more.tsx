import { useTranslation } from '../../lib/translation';
import { LoadMore as LoadMoreButton } from '../ui/list-states';

type LoadMoreProps = { hasNextPage: boolean; isFetchingNextPage: boolean; onLoad: () => void };

/** 'Daha çox' under an admin table, in the shape of TanStack's infinite query. */
export function LoadMore({ hasNextPage, isFetchingNextPage, onLoad }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <LoadMoreButton
      hasMore={hasNextPage}
      isLoading={isFetchingNextPage}
      onLoad={onLoad}
      label={t('admin.users.loadMore')}
      loadingLabel={t('admin.users.loadingMore')}
    />
  );
}
