import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { MyProfileScreen } from '../../features/profiles/components/my-profile-screen';

export default function MyProfileRoute() {
  return <MyProfileScreen signOut={<SignOutButton />} />;
}
