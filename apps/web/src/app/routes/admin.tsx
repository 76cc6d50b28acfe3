import { Navigate } from 'react-router';
import { AdminScreen } from '../../features/admin/components/admin-screen';
import { seesAdminPanel } from '../../features/admin/lib/admin-tabs';
import { useSignedInUser } from '../../lib/session';
import { useLocale } from '../../lib/use-locale';

/**
 * /admin, for admins and moderators (product.md section 2, issue 23 item 8): anyone else is
 * sent to the dashboard. Which tabs show is the role's; the API answers 403 regardless (D4).
 */
export default function AdminRoute() {
  const user = useSignedInUser();
  const { localizedPath } = useLocale();
  if (!user) return null;
  if (!seesAdminPanel(user.role)) return <Navigate to={localizedPath('/dashboard')} replace />;
  return <AdminScreen selfId={user.id} role={user.role} />;
}
