import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useAuth } from '../features/auth/hooks/use-auth.ts';

/**
 * Guards the protected routes of 000 §2.1: 'Yükleniyor...' while auth is checked, then a
 * visitor goes to /login?redirectPath={current path}.
 */
export function ProtectedRoute() {
  const { isLoggedIn, loading } = useAuth();
  const location = useLocation();
  const navigation = useNavigation();
  // A session that just ended is already on its way to /login?session=expired: let that
  // navigation finish instead of replacing it with /login?redirectPath=….
  if (loading || (!isLoggedIn && navigation.state !== 'idle')) return <PageLoading />;
  if (!isLoggedIn) {
    const redirectPath = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirectPath=${redirectPath}`} replace />;
  }
  return <Outlet />;
}
