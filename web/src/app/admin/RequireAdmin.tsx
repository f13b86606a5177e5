import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAdminToken } from '../../lib/admin-auth/use-admin-session';
import { adminPaths } from '../../config/admin-paths';

/**
 * Admin routes need a stored admin token that has not expired (its JWT `exp`); otherwise the
 * visitor goes to /admin/login.
 */
export function RequireAdmin() {
  const token = useAdminToken();
  const location = useLocation();
  if (!token) {
    return <Navigate to={adminPaths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
