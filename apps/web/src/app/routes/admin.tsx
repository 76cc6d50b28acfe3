import { Navigate } from 'react-router';
import { AdminScreen } from '../../features/admin/components/admin-screen';
import { useSignedInUser } from '../../lib/session';
import { useLocale } from '../../lib/use-locale';

/**
 * /admin, for admins only (product.md section 2): anyone else is sent to the landing of the
 * current language, which sends a signed-in member on to the dashboard (issue 7 B1), so they go
 * there at once. The API answers 403 regardless; the role is the session's (D4).
 */
export default function AdminRoute() {
  const user = useSignedInUser();
  const { localizedPath } = useLocale();
  if (!user) return null;
  if (user.role !== 'admin') return <Navigate to={localizedPath('/dashboard')} replace />;
  return <AdminScreen selfId={user.id} />;
}
