import { SearchX } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Surface } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { cardGridClasses } from '../../../components/ui/card-grid';
import { Notice } from '../../../components/ui/notice';

/** Six card shapes while the first page loads; the status says it in words. */
export function ExploreSkeletons() {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('discovery.explore.loading')}
      </p>
      <ul aria-hidden="true" className={cardGridClasses}>
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            className="animate-pulse overflow-hidden rounded-3xl bg-white ring-1 ring-rose-100"
          >
            <div className="aspect-[4/3] bg-rose-100/70" />
            <div className="grid gap-2 p-4">
              <div className="h-5 w-2/3 rounded-full bg-stone-200" />
              <div className="h-4 w-1/3 rounded-full bg-stone-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Xəta' / 'Profillər yüklənərkən xəta baş verdi' (details.md section 8), with a retry. */
export function ExploreError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice tone="error" role="alert">
      <p className="font-semibold">{t('discovery.explore.errorTitle')}</p>
      <p className="mt-1 font-normal">{t('discovery.explore.errorText')}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('discovery.explore.retry')}
      </Button>
    </Notice>
  );
}

/** Nobody matches the filters: say so, and offer to reset them. */
export function ExploreEmpty({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Surface labelledBy="explore-empty-title" className="text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-rose-700" />
      <h2 id="explore-empty-title" className="mt-3 text-xl font-bold text-stone-900">
        {t('discovery.explore.emptyTitle')}
      </h2>
      <p className="mt-2 text-base text-stone-600">{t('discovery.explore.emptyText')}</p>
      <Button variant="secondary" className="mt-5" onClick={onReset}>
        {t('discovery.explore.reset')}
      </Button>
    </Surface>
  );
}
