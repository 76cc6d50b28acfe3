import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { Wordmark } from './wordmark';

/** The soft background and the logo that leads home, around a page's `<main>`. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top_right,var(--color-rose-100),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-amber-50),transparent_55%)]">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6 lg:px-8">
        <Link to={localizedPath('/')} aria-label={t('common.homeLink')} className="rounded-lg">
          <Wordmark name={t('common.brand')} />
        </Link>
      </header>
      {children}
    </div>
  );
}
