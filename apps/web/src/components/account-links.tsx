import { ChevronRight, KeyRound, SlidersHorizontal, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/translation';
import { useLocale } from '../lib/use-locale';
import { Surface } from './ui/app-page';

type AccountLinksProps = {
  /** The heading's id, unique on its page. */
  id: string;
  /** Whether the list opens with the settings page: not on a page that is the settings itself. */
  settings?: boolean;
  className?: string;
  /** What follows the list in the same panel (the sign-out button on one's own profile). */
  children?: ReactNode;
};

/** The account panel of one's own pages: settings, password, deletion, the same everywhere. */
export function AccountLinks({ id, settings = false, className, children }: AccountLinksProps) {
  const { t } = useTranslation();
  return (
    <Surface labelledBy={id} className={className}>
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {t('profile.my.account')}
      </h2>
      <ul className="mt-3 divide-y divide-stone-100">
        {settings ? (
          <AccountLink to="/preferences" icon={<SlidersHorizontal className="size-5" />}>
            {t('profile.my.preferences')}
          </AccountLink>
        ) : null}
        <AccountLink to="/change-password" icon={<KeyRound className="size-5" />}>
          {t('profile.my.changePassword')}
        </AccountLink>
        <AccountLink to="/delete-account" icon={<UserX className="size-5" />}>
          {t('profile.my.deleteAccount')}
        </AccountLink>
      </ul>
      {children}
    </Surface>
  );
}

type AccountLinkProps = { to: string; icon: ReactNode; children: ReactNode };

/** A row of the list: a big tap target with a chevron. */
function AccountLink({ to, icon, children }: AccountLinkProps) {
  const { localizedPath } = useLocale();
  return (
    <li>
      <Link
        to={localizedPath(to)}
        className="-mx-2 flex min-h-12 items-center gap-3 rounded-xl px-2 py-2 text-base font-medium text-stone-800 hover:bg-rose-50 hover:text-rose-800"
      >
        <span aria-hidden="true" className="text-rose-700">
          {icon}
        </span>
        <span className="flex-1">{children}</span>
        <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
      </Link>
    </li>
  );
}
