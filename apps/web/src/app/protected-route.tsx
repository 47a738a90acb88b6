import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';

/**
 * Guards the protected routes of 000 §2.1: 'Yükleniyor...' while auth is checked, then a
 * visitor goes to /login?redirectPath={current path}.
 */
export function ProtectedRoute() {
  const { isLoggedIn, loading } = useAuth();
  // A session that just ended goes to /login?session=expired: that navigation and the
  // signed-out state are one transition (auth-provider.tsx), so this route is gone before it
  // could send the visitor to /login?redirectPath=… instead.
  if (loading) return <PageLoading />;
  return isLoggedIn ? <Outlet /> : <ToLogin />;
}

/** To /login?redirectPath={current path}. */
export function ToLogin() {
  const location = useLocation();
  const redirectPath = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`/login?redirectPath=${redirectPath}`} replace />;
}
