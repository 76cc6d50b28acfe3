import { Pencil, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { AppPage, PageTitle } from '../../../components/ui/app-page';
import { buttonClasses } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';
import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { useOwnProfile } from '../../../lib/own-profile';
import { AccountLinks } from '../../../components/account-links';
import { LeaveActions } from './leave-actions';
import { NoProfileScreen } from './no-profile-screen';
import { OwnProfileCard } from './own-profile-card';
import { ProfileLoadFailed, ProfileLoading } from './profile-loading';

type MyProfileScreenProps = {
  /** The sign-out button (D12), composed by the route. */
  signOut: ReactNode;
  /** Where the selfie check stands and the way in (issue 23), composed by the route. */
  verification?: ReactNode;
};

/** /my-profile: spec section 2, "My profile". */
export function MyProfileScreen({ signOut, verification }: MyProfileScreenProps) {
  const profile = useOwnProfile();

  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) return <ProfileLoadFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <NoProfileScreen signOut={signOut} />;
  return (
    <MyProfile
      profile={profile.data}
      signOut={signOut}
      // The check is for approved profiles only (the server refuses the others).
      verification={profile.data.isApproved ? verification : null}
    />
  );
}

function MyProfile({
  profile,
  signOut,
  verification,
}: { profile: OwnProfile } & MyProfileScreenProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();

  return (
    <AppPage width="md">
      <div className="mb-5">
        <PageTitle>{t('profile.my.title')}</PageTitle>
        <p className="mt-1 text-base text-stone-600">{t('profile.my.lead')}</p>
      </div>

      <OwnProfileCard
        profile={profile}
        actions={
          <>
            <Link to={localizedPath('/edit-profile')} className={buttonClasses('primary', 'lg')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('profile.my.edit')}
            </Link>
            <Link to={localizedPath('/profile-setup')} className={buttonClasses('secondary', 'lg')}>
              {t('profile.my.editBasics')}
            </Link>
            {profile.userId ? (
              <Link
                to={localizedPath(`/profile/${profile.userId}`)}
                className={`${buttonClasses('ghost', 'lg')} sm:col-span-2`}
              >
                <UserRound aria-hidden="true" className="size-4" />
                {t('profile.my.view')}
              </Link>
            ) : null}
          </>
        }
      />

      {verification ? <div className="mt-5">{verification}</div> : null}

      <AccountLinks id="account-links-title" settings className="mt-5" />

      <LeaveActions signOut={signOut} className="mt-6" />
    </AppPage>
  );
}
