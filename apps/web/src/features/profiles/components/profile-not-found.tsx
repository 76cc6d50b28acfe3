import { SearchX } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { useLocale } from '../../../lib/use-locale';

/** Missing, hidden or deleted: 'Profil tapılmadı / Bu profil mövcud deyil və ya silinib'. */
export function ProfileNotFound() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <CardPage
      icon={<SearchX aria-hidden="true" className="size-6" />}
      title={t('profile.view.notFoundTitle')}
      lead={t('profile.view.notFoundText')}
    >
      <Link to={localizedPath('/dashboard')} className={`${buttonClasses('primary', 'lg')} w-full`}>
        {t('profile.view.toDashboard')}
      </Link>
    </CardPage>
  );
}
