import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { Surface } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';

type BrowseEndProps = {
  onRefresh: () => void;
  isRefreshing: boolean;
  /** Its heading takes the focus: the last card was just passed or liked (issue 37). */
  focusOnOpen?: boolean;
};

/** The end of the list: what happened, Refresh (passed profiles come back, D13), the settings. */
export function BrowseEnd({ onRefresh, isRefreshing, focusOnOpen = false }: BrowseEndProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <Surface labelledBy="browse-end-title" className="text-center">
      <h2
        ref={heading}
        id="browse-end-title"
        tabIndex={focusOnOpen ? -1 : undefined}
        className="text-xl font-bold text-stone-900 outline-none"
      >
        {t('discovery.browse.endTitle')}
      </h2>
      <p className="mt-2 text-base text-pretty text-stone-600">{t('discovery.browse.endText')}</p>
      <Button
        size="lg"
        className="mt-6"
        onClick={onRefresh}
        disabled={isRefreshing}
        aria-busy={isRefreshing || undefined}
      >
        <RefreshCw aria-hidden="true" className={`size-5 ${isRefreshing ? 'animate-spin' : ''}`} />
        {isRefreshing ? t('discovery.browse.refreshing') : t('discovery.browse.refresh')}
      </Button>
      <p className="mt-6 text-sm text-stone-600">
        {t('discovery.browse.settingsHint')}{' '}
        <Link
          to={localizedPath('/preferences')}
          className="font-semibold text-rose-800 underline underline-offset-2"
        >
          {t('discovery.browse.settingsLink')}
        </Link>
      </p>
    </Surface>
  );
}
