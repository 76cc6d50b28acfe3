import { ProfileSetupScreen } from '../../features/profiles/components/profile-setup-screen';

export default function ProfileSetupRoute() {
  return <ProfileSetupScreen />;
}
