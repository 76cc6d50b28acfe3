import { DocumentMeta } from '../../components/page-meta';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { MyProfileScreen } from '../../features/profiles/components/my-profile-screen';
import { VerificationPrompt } from '../../features/verification/components/verification-prompt';
import { useTranslation } from '../../lib/translation';

export default function MyProfileRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('profile.meta.myProfile')} />
      <MyProfileScreen
        signOut={<SignOutButton />}
        verification={<VerificationPrompt isShownWhenVerified />}
      />
    </>
  );
}
