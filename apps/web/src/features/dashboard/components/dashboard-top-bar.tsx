import { Heart, House, Layers, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { Wordmark } from '../../../components/ui/wordmark';
import { useLocale } from '../../../lib/use-locale';
import { CountrySelect } from './country-select';

type DashboardTopBarProps = { name: string; signOut: ReactNode };

const sections = [
  { key: 'browse', to: '/browse', Icon: Layers },
  { key: 'matches', to: '/matches', Icon: Heart },
] as const;

/**
 * Spec section 2, Dashboard: the wordmark, the tabs (home, Browse, Matches), the country
 * selector, the person's name (to /profile-setup) and logout.
 */
export function DashboardTopBar({ name, signOut }: DashboardTopBarProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <header className="border-b border-rose-100/80 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <Link to={localizedPath('/')} aria-label={t('common.homeLink')} className="rounded-lg">
          <Wordmark name={t('common.brand')} />
        </Link>

        {/* Wraps on a phone: the tabs, then the country, never wider than the screen. */}
        <div className="order-last flex w-full flex-wrap items-center justify-between gap-2 sm:order-none sm:ml-4 sm:w-auto sm:flex-1 sm:gap-3">
          <nav aria-label={t('dashboard.nav.label')}>
            <ul className="flex flex-wrap items-center gap-1 text-sm font-semibold">
              <li>
                <Link
                  to={localizedPath('/dashboard')}
                  aria-current="page"
                  className="inline-flex h-10 items-center gap-2 rounded-full bg-rose-50 px-3 text-rose-800 sm:px-4"
                >
                  <House aria-hidden="true" className="size-4" />
                  {t('dashboard.nav.home')}
                </Link>
              </li>
              {sections.map(({ key, to, Icon }) => (
                <li key={key}>
                  <Link
                    to={localizedPath(to)}
                    className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-stone-700 hover:bg-rose-50 hover:text-rose-800 sm:px-4"
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`dashboard.nav.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <CountrySelect />
        </div>

        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <Link
            to={localizedPath('/profile-setup')}
            aria-label={t('dashboard.profileLink', { name })}
            className="inline-flex h-10 min-w-0 items-center gap-2 rounded-full px-3 text-sm font-semibold text-stone-800 hover:bg-rose-50 hover:text-rose-800"
          >
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            <span className="max-w-[9rem] truncate sm:max-w-[14rem]">{name}</span>
          </Link>
          {signOut}
        </div>
      </div>
    </header>
  );
}
