import { useQueryClient } from '@tanstack/react-query';
import type { CandidateCard } from '@vusal/shared/schemas/discovery';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { AppPage, PageTitle } from '../../../components/ui/app-page';
import { BackBar } from '../../../components/ui/back-bar';
import { Button } from '../../../components/ui/button';
import { useMarkViewedOnOpen } from '../../../lib/badges';
import { discoveryKeys } from '../../../lib/discovery-keys';
import { useLikeAction } from '../../../lib/like-action';
import { useLocale } from '../../../lib/use-locale';
import { useExplore } from '../api/get-explore';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOrderParam } from '../hooks/use-order-param';
import { useVerifiedOnlyParam } from '../hooks/use-verified-only-param';
import { defaultExploreFilters, type ExploreFilters } from '../lib/explore-filters';
import { ExploreFiltersForm } from './explore-filters';
import { ExploreGrid } from './explore-grid';
import { OrderSwitch } from './order-switch';
import { ExploreEmpty, ExploreError, ExploreSkeletons } from './explore-states';
import { ProfileDialog } from './profile-dialog';

const FILTERS_ID = 'explore-filters';

/**
 * /explore (product.md section 2): back to the dashboard, the filter toggle, the grid and the
 * profile dialog, with loading skeletons, the empty state and 'Profillər yüklənərkən xəta baş
 * verdi'.
 */
export function ExploreScreen() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const queryClient = useQueryClient();
  const [showFilters, setShowFilters] = useState(false);
  const [filters, setFilters] = useState<ExploreFilters>(defaultExploreFilters);
  const settled = useDebouncedValue(filters);
  const [order, setOrder] = useOrderParam();
  const [verifiedOnly, setVerifiedOnly] = useVerifiedOnlyParam();
  const query = useExplore({ ...settled, order, verifiedOnly });
  const [open, setOpen] = useState<CandidateCard | null>(null);
  const [likedIds, setLikedIds] = useState<ReadonlySet<string>>(new Set());
  const { like, isPending, pendingUserId, superlike } = useLikeAction();
  useMarkViewedOnOpen(['explore']);

  const candidates = query.data?.pages.flatMap((page) => page.items) ?? [];
  const applied = query.data?.pages[0]?.filters;

  const handleLike = async () => {
    if (!open) return;
    const outcome = await like(open);
    if (open.userId && outcome !== 'failed' && outcome !== 'skipped') {
      setLikedIds((ids) => new Set(ids).add(open.profileId));
    }
  };

  const resetFilters = () => {
    setFilters(defaultExploreFilters);
    setVerifiedOnly(undefined);
  };

  const handleFilters = ({ verifiedOnly: isVerifiedOnly, ...rest }: ExploreFilters) => {
    setFilters(rest);
    if (isVerifiedOnly !== undefined && isVerifiedOnly !== verifiedOnly) {
      setVerifiedOnly(isVerifiedOnly);
    }
  };

  const handleClose = () => {
    setOpen(null);
    // Whoever was liked leaves explore (the candidate query skips people one has liked).
    if (likedIds.size > 0) void queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
  };

  const likeState =
    open && likedIds.has(open.profileId)
      ? 'liked'
      : open && isPending && pendingUserId === open.userId
        ? 'liking'
        : 'idle';

  let body;
  if (query.data) {
    body =
      candidates.length === 0 ? (
        <ExploreEmpty onReset={resetFilters} />
      ) : (
        <ExploreGrid candidates={candidates} onOpen={setOpen} />
      );
  } else if (query.isError) {
    body = <ExploreError onRetry={() => void query.refetch()} />;
  } else {
    body = <ExploreSkeletons />;
  }

  return (
    <AppPage
      width="xl"
      top={
        <BackBar to={localizedPath('/dashboard')} label={t('discovery.explore.back')}>
          <Button
            variant="secondary"
            aria-expanded={showFilters}
            aria-controls={showFilters ? FILTERS_ID : undefined}
            onClick={() => setShowFilters((shown) => !shown)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {showFilters ? t('discovery.explore.hideFilters') : t('discovery.explore.showFilters')}
          </Button>
        </BackBar>
      }
    >
      <div className="grid gap-5">
        <div>
          <PageTitle>{t('discovery.explore.title')}</PageTitle>
          <p className="mt-1 text-base text-stone-600">{t('discovery.explore.lead')}</p>
        </div>
        <OrderSwitch
          name="explore-order"
          // The previous order's grid stays while the new one loads: show the one asked for.
          selected={(query.isPlaceholderData ? undefined : applied?.order) ?? order}
          onChange={setOrder}
        />
        {showFilters ? (
          <ExploreFiltersForm
            id={FILTERS_ID}
            filters={{ ...filters, verifiedOnly }}
            applied={applied}
            onChange={handleFilters}
            onReset={resetFilters}
          />
        ) : null}
        <div aria-busy={query.isFetching || undefined}>{body}</div>
        {query.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage
                ? t('discovery.explore.loadingMore')
                : t('discovery.explore.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
      <ProfileDialog
        candidate={open}
        onClose={handleClose}
        likeState={likeState}
        onLike={() => void handleLike()}
        onSuperlike={superlike}
        // A demo profile has no page of its own.
        canOpenProfile={open?.isDemo === false}
      />
    </AppPage>
  );
}
