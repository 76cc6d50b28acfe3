import { Home, KeyRound, Settings } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { useLocale } from '../lib/use-locale';
import { useTranslation } from '../lib/translation';

const links = [
  { path: '/guardian', label: 'guardian.nav.home', Icon: Home },
  { path: '/preferences', label: 'guardian.nav.settings', Icon: Settings },
  { path: '/change-password', label: 'guardian.nav.password', Icon: KeyRound },
] as const;

/**
 * Issue 39: the signed-in frame of a guardian account: its own few pages (account-pages.ts) and a
 * small nav.
 */
export function GuardianFrame() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <>
      <nav aria-label={t('guardian.nav.label')} className="border-b border-rose-100 bg-white/90">
        <ul className="mx-auto flex max-w-3xl flex-wrap items-center gap-1 px-4 py-2">
          {links.map(({ path, label, Icon }) => (
            <li key={path}>
              <NavLink
                to={localizedPath(path)}
                end={path === '/guardian'}
                className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-stone-700 hover:bg-rose-50 aria-[current=page]:bg-rose-100 aria-[current=page]:text-rose-900 focus-visible:outline-2 focus-visible:outline-rose-700"
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(label)}
              </NavLink>
            </li>
          ))}
          <li className="ml-auto">
            <SignOutButton variant="ghost" isCompact />
          </li>
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
