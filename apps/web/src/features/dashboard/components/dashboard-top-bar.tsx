import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-frame';
import { useLocale } from '../../../lib/use-locale';
import { CountrySelect } from './country-select';

type DashboardTopBarProps = { name: string; signOut: ReactNode };

/**
 * Spec section 2, Dashboard: the wordmark and the app's navigation (the tab bar on phones), then
 * the country selector, the person's name (to /profile-setup) and logout (only their icons, named,
 * below 2xl), in one row at every width and at 200 % zoom.
 */
export function DashboardTopBar({ name, signOut }: DashboardTopBarProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <PageHeader look="bar">
      <CountrySelect />
      <Link
        to={localizedPath('/profile-setup')}
        aria-label={t('dashboard.profileLink', { name })}
        className="inline-flex h-10 min-w-0 shrink-0 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-stone-800 hover:bg-rose-50 hover:text-rose-800"
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span className="hidden max-w-[10rem] truncate 2xl:inline">{name}</span>
      </Link>
      {signOut}
    </PageHeader>
  );
}
