import type { ReactNode } from 'react';
import { PendingApprovalScreen } from '../../features/account/components/pending-approval-screen';
import { seesPendingScreen } from '../../features/account/lib/approval';
import { useSignedInUser } from '../../lib/session';
import { SignOutButton } from '../../features/auth/components/sign-out-button';

/**
 * The pages of meeting people need an approved profile (spec section 6: "Browsing requires
 * login and an approved profile"); anyone else sees the dashboard's pending message.
 */
export function MemberPage({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  if (!user) return null;
  if (seesPendingScreen(user)) return <PendingApprovalScreen actions={<SignOutButton />} />;
  return children;
}
