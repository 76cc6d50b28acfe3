import { UserRoundPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { useLocale } from '../../../lib/use-locale';
import { LeaveActions } from './leave-actions';

/** Spec: 'Profil məlumatları tapılmadı' and 'Profili Tamamla' (→ /profile-setup). */
export function NoProfileScreen({ signOut }: { signOut: ReactNode }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <CardPage
      icon={<UserRoundPlus aria-hidden="true" className="size-6" />}
      title={t('profile.none.title')}
      lead={t('profile.none.lead')}
    >
      <Link
        to={localizedPath('/profile-setup')}
        className={`${buttonClasses('primary', 'lg')} w-full`}
      >
        {t('profile.none.complete')}
      </Link>
      <LeaveActions signOut={signOut} className="mt-4" />
    </CardPage>
  );
}
