import { useTranslation } from '../../lib/translation';
import { useParams } from 'react-router';
import { PendingApprovalScreen } from '../../features/account/components/pending-approval-screen';
import { useSignedInUser } from '../../lib/session';
import { ChangePhotoButton } from '../../features/profile-editor/components/change-photo-button';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { ProfileLikeActions } from '../../features/likes/components/profile-like-actions';
import { SafetyActions } from '../../features/moderation/components/safety-actions';
import { ProfileViewScreen } from '../../features/profiles/components/profile-view-screen';

/** /profile/:id: a viewer still waiting for approval gets the dashboard's pending message. */
export default function ProfileViewRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <ProfileViewScreen
      // Another profile is another page: its heading takes focus, its state starts afresh.
      key={id}
      id={id}
      viewerId={user.id}
      signOut={<SignOutButton />}
      changePhoto={(photoUrl) => (
        <ChangePhotoButton photoUrl={photoUrl}>{t('profile.view.changePhoto')}</ChangePhotoButton>
      )}
      pending={<PendingApprovalScreen actions={<SignOutButton />} />}
      actions={(profile) => (
        <div className="grid gap-3">
          <ProfileLikeActions person={profile} />
          {profile.userId ? (
            <SafetyActions userId={profile.userId} name={profile.fullName} />
          ) : null}
        </div>
      )}
    />
  );
}
