import { LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';

/** Under one's own profile, with or without a profile yet: back to the dashboard, or sign out. */
export function LeaveActions({ signOut, className }: { signOut: ReactNode; className: string }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-between ${className}`}>
      <Link to={localizedPath('/dashboard')} className={buttonClasses('secondary')}>
        <LayoutDashboard aria-hidden="true" className="size-4" />
        {t('profile.my.dashboard')}
      </Link>
      {signOut}
    </div>
  );
}
