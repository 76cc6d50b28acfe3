import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLocation } from 'react-router';
import { AppPage } from '../../../components/ui/app-page';
import { ApiError } from '../../../lib/api-client';
import { DocumentMeta } from '../../../components/page-meta';
import { useOwnProfile } from '../../../lib/own-profile';
import { useProfile, type ProfileView } from '../api/get-profile';
import { profileViewNavigation } from '../lib/profile-view-navigation';
import { NoProfileScreen } from './no-profile-screen';
import { OtherProfileView } from './other-profile-view';
import { OwnProfileView } from './own-profile-view';
import { ProfileLoadFailed, ProfileLoading } from './profile-loading';
import { ProfileNotFound } from './profile-not-found';
import { ProfileTopBar } from './profile-top-bar';

type ProfileViewScreenProps = {
  id: string;
  /** The signed-in person's user id: their own profile shows with its actions. */
  viewerId: string;
  signOut: ReactNode;
  /** The "change photo" action of one's own profile, given its current photo (composed in app/). */
  changePhoto: (photoUrl: string | null) => ReactNode;
  /** What a viewer whose own profile is not approved yet sees instead (PROFILE_PENDING). */
  pending: ReactNode;
  /** Another member's buttons (like, message, block, report), composed by the route. */
  actions?: (profile: ProfileView['profile']) => ReactNode;
};

/** /profile/:id, spec section 2, "Profile view". */
export function ProfileViewScreen({
  id,
  viewerId,
  signOut,
  changePhoto,
  pending,
  actions,
}: ProfileViewScreenProps) {
  const isOwn = id === viewerId || id === 'me';
  return isOwn ? (
    <OwnProfilePage signOut={signOut} changePhoto={changePhoto} />
  ) : (
    <OtherProfilePage id={id} pending={pending} actions={actions} />
  );
}

function useNavigation(isOwn: boolean) {
  const location = useLocation();
  return profileViewNavigation({
    state: location.state,
    isOwn,
    canGoBack: location.key !== 'default',
  });
}

/** The page's title names the member once the profile has arrived. */
function ProfileTitle({ name }: { name: string | undefined }) {
  const { t } = useTranslation();
  return (
    <DocumentMeta title={name ? t('profile.meta.view', { name }) : t('profile.meta.viewLoading')} />
  );
}

type OwnProfilePageProps = Pick<ProfileViewScreenProps, 'signOut' | 'changePhoto'>;

/** One's own profile comes from /api/profiles/me, which also answers while it is pending. */
function OwnProfilePage(props: OwnProfilePageProps) {
  const profile = useOwnProfile();
  return (
    <>
      <ProfileTitle name={profile.data?.fullName} />
      <OwnProfileContent profile={profile} {...props} />
    </>
  );
}

function OwnProfileContent({
  profile,
  signOut,
  changePhoto,
}: OwnProfilePageProps & { profile: ReturnType<typeof useOwnProfile> }) {
  const navigation = useNavigation(true);
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) return <ProfileLoadFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <NoProfileScreen signOut={signOut} />;
  return (
    <AppPage top={<ProfileTopBar navigation={navigation} />}>
      <OwnProfileView
        profile={profile.data}
        signOut={signOut}
        changePhoto={changePhoto(profile.data.photoUrl)}
      />
    </AppPage>
  );
}

type OtherProfilePageProps = Pick<ProfileViewScreenProps, 'id' | 'pending' | 'actions'>;

function OtherProfilePage({ id, ...props }: OtherProfilePageProps) {
  const view = useProfile(id);
  return (
    <>
      <ProfileTitle name={view.data?.profile.fullName} />
      <OtherProfileContent view={view} {...props} />
    </>
  );
}

function OtherProfileContent({
  view,
  pending,
  actions,
}: Omit<OtherProfilePageProps, 'id'> & { view: ReturnType<typeof useProfile> }) {
  const navigation = useNavigation(false);
  if (view.isPending) return <ProfileLoading />;
  if (view.isError) {
    const code = view.error instanceof ApiError ? view.error.code : undefined;
    if (code === 'NOT_FOUND') return <ProfileNotFound />;
    if (code === 'PROFILE_PENDING') return pending;
    return <ProfileLoadFailed onRetry={() => void view.refetch()} />;
  }
  return (
    <AppPage top={<ProfileTopBar navigation={navigation} />}>
      <OtherProfileView view={view.data} actions={actions?.(view.data.profile)} />
    </AppPage>
  );
}
