import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useLocale } from '../../../lib/use-locale';
import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { AccountLinks } from '../../../components/account-links';
import { ApprovalBadge } from './approval-badge';
import { ProfileHero } from './profile-hero';
import { ProfileSectionsView } from './profile-sections-view';

type OwnProfileViewProps = {
  profile: OwnProfile;
  signOut: ReactNode;
  /** Opens the photo dialog (spec: "Şəkli dəyiş" changes the photo, not the whole profile). */
  changePhoto: ReactNode;
};

/**
 * One's own profile in full, as a match would see it, with edit, change photo, sign-out and the
 * account links; no like or message buttons (spec section 2, "Profile view").
 */
export function OwnProfileView({ profile, signOut, changePhoto }: OwnProfileViewProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();

  return (
    <div className="grid gap-5">
      <ProfileHero
        profile={profile}
        isPreview={false}
        badges={<ApprovalBadge isApproved={profile.isApproved} />}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={localizedPath('/edit-profile')} className={buttonClasses('primary', 'lg')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('profile.view.edit')}
          </Link>
          {changePhoto}
        </div>
      </ProfileHero>

      <ProfileSectionsView
        profile={profile}
        empty={<Notice tone="info">{t('profile.view.emptyOwn')}</Notice>}
      />

      <AccountLinks id="own-account-title">
        <div className="mt-4 flex justify-end">{signOut}</div>
      </AccountLinks>
    </div>
  );
}
