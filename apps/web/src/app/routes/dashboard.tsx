import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { PendingApprovalScreen } from '../../features/account/components/pending-approval-screen';
import { seesPendingScreen } from '../../features/account/lib/approval';
import { useSignedInUser } from '../../lib/session';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { DocumentMeta } from '../../components/page-meta';
import { useAdminMode } from '../../lib/admin-mode';
import { AdminTools, ModeratorTools } from '../admin-tools';
import { SampleActivity } from '../sample-activity';
import { isRejectedSampleAsked, SampleRejectedPending } from '../sample-pending';
import { VerificationPrompt } from '../../features/verification/components/verification-prompt';

/**
 * Spec section 2, Dashboard: the pending screen, or the dashboard (admins count as approved),
 * with the admin's tools and, in admin preview, the sample activity or, when asked, the sample
 * pending screen of a profile an admin asked to change.
 */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const adminMode = useAdminMode();
  const [params] = useSearchParams();
  if (!user) return null;
  return (
    <>
      <DocumentMeta title={t('account.meta.dashboard')} />
      {adminMode.isOn && isRejectedSampleAsked(params) ? (
        <SampleRejectedPending actions={<SignOutButton />} />
      ) : seesPendingScreen(user) ? (
        <PendingApprovalScreen actions={<SignOutButton />} />
      ) : (
        <DashboardScreen
          user={user}
          signOut={<SignOutButton variant="ghost" isCompact />}
          notice={adminMode.isOn ? <SampleActivity /> : null}
          // An admin has no profile of their own to verify, except the preview's sample one.
          prompt={user.role !== 'admin' || adminMode.isOn ? <VerificationPrompt /> : null}
          adminTools={
            user.role === 'admin' ? (
              <AdminTools />
            ) : user.role === 'moderator' ? (
              <ModeratorTools />
            ) : null
          }
        />
      )}
    </>
  );
}
