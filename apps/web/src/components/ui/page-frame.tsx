import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppNav, useHasAppNav } from '../app-nav';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { Wordmark } from './wordmark';

/**
 * The logo, home for a visitor and the dashboard (the hub) for a member, then on wider screens a
 * member's navigation in the same row; `children` sit at the row's end (the dashboard's country,
 * name and logout).
 */
type PageHeaderProps = {
  children?: ReactNode;
  /** `bar`: white with a line under it, over pages without the soft background. */
  look?: 'plain' | 'bar';
  className?: string;
};

const looks = { plain: '', bar: 'border-b border-rose-100/80 bg-white/85 backdrop-blur-md' };

export function PageHeader({ children, look = 'plain', className = '' }: PageHeaderProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const hasNav = useHasAppNav();
  return (
    <header className={`${looks[look]} ${className}`}>
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to={localizedPath(hasNav ? '/dashboard' : '/')}
          aria-label={t(hasNav ? 'appNav.homeLink' : 'common.homeLink')}
          className="shrink-0 rounded-lg"
        >
          <Wordmark name={t('common.brand')} />
        </Link>
        {hasNav ? <AppNav layout="header" /> : null}
        {children ? (
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">{children}</div>
        ) : null}
      </div>
    </header>
  );
}

/** The soft background and the header around a page's `<main>`. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100dvh-var(--app-tab-bar,0px))] flex-col bg-[radial-gradient(ellipse_at_top_right,var(--color-rose-100),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-amber-50),transparent_55%)]">
      <PageHeader />
      {children}
    </div>
  );
}
