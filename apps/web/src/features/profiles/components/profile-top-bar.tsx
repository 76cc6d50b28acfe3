import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import type { ProfileViewNavigation } from '../lib/profile-view-navigation';

const backClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-2 py-1 text-base font-semibold text-stone-700 hover:bg-white/70 hover:text-rose-800';

/**
 * The bar above a profile: from the chat or the matches, one link back there named by the title
 * ('Söhbətə qayıt', 'Cütlüklərə qayıt'); otherwise a back button and the title ('Mənim Profilim',
 * 'Profil').
 */
export function ProfileTopBar({ navigation }: { navigation: ProfileViewNavigation }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const navigate = useNavigate();
  const title = t(`profile.view.titles.${navigation.title}`);
  const { back } = navigation;

  if (navigation.title === 'chat' || navigation.title === 'matches') {
    const path = back === 'history' ? '/dashboard' : back.path;
    return (
      <Link to={localizedPath(path)} className={backClasses}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {title}
      </Link>
    );
  }

  const icon = <ArrowLeft aria-hidden="true" className="size-5" />;
  return (
    <div className="flex items-center gap-1">
      {back === 'history' ? (
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label={t('profile.view.back')}
          className={backClasses}
        >
          {icon}
        </button>
      ) : (
        <Link
          to={localizedPath(back.path)}
          aria-label={t('profile.view.back')}
          className={backClasses}
        >
          {icon}
        </Link>
      )}
      <p className="text-lg font-bold text-stone-900">{title}</p>
    </div>
  );
}
