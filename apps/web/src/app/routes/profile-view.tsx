import { useParams } from 'react-router';
import { PendingApprovalScreen } from '../../features/account/components/pending-approval-screen';
import { useSignedInUser } from '../../lib/session';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { ProfileViewScreen } from '../../features/profiles/components/profile-view-screen';

/** /profile/:id: a viewer still waiting for approval gets the dashboard's pending message. */
export default function ProfileViewRoute() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <ProfileViewScreen
      // Another profile is another page: its heading takes focus, its state starts afresh.
      key={id}
      id={id}
      viewerId={user.id}
      signOut={<SignOutButton />}
      pending={<PendingApprovalScreen actions={<SignOutButton />} />}
    />
  );
}
