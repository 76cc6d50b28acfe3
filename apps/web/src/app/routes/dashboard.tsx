import { useTranslation } from 'react-i18next';
import { PendingApprovalScreen } from '../../features/account/components/pending-approval-screen';
import { WelcomeScreen } from '../../features/account/components/welcome-screen';
import { seesPendingScreen } from '../../features/account/lib/approval';
import { useSignedInUser } from '../../features/auth/api/get-session';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Until the full dashboard: the pending screen, or a greeting for approved members. */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  useDocumentMeta(t('account.meta.dashboard'), t('meta.description'));
  if (!user) return null;
  if (seesPendingScreen(user)) return <PendingApprovalScreen actions={<SignOutButton />} />;
  return <WelcomeScreen name={user.name} actions={<SignOutButton />} />;
}
