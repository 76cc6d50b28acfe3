import { useTranslation } from '../../lib/translation';
import { PendingApprovalScreen } from '../../features/account/components/pending-approval-screen';
import { seesPendingScreen } from '../../features/account/lib/approval';
import { useSignedInUser } from '../../lib/session';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { DocumentMeta } from '../../components/page-meta';

/** Spec section 2, Dashboard: the pending screen, or the dashboard (admins count as approved). */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <>
      <DocumentMeta title={t('account.meta.dashboard')} />
      {seesPendingScreen(user) ? (
        <PendingApprovalScreen actions={<SignOutButton />} />
      ) : (
        <DashboardScreen user={user} signOut={<SignOutButton variant="ghost" />} />
      )}
    </>
  );
}
