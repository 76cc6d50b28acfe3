import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';

type LoadMoreProps = { hasNextPage: boolean; isFetchingNextPage: boolean; onLoad: () => void };

/** 'Daha çox' under a keyset-paged list; gone on the last page. */
export function LoadMore({ hasNextPage, isFetchingNextPage, onLoad }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button
        variant="secondary"
        onClick={onLoad}
        disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage || undefined}
      >
        {isFetchingNextPage ? t('admin.users.loadingMore') : t('admin.users.loadMore')}
      </Button>
    </div>
  );
}
