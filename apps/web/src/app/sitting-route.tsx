import { Outlet } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { RouteOffline } from '../components/ui/route-offline.tsx';
import { useSittingGuest } from '../lib/auth/use-sitting-guest.ts';
import { ToLogin } from './protected-route.tsx';

/**
 * Guards the table's screens (its orders, the split, the payment): a diner of the phone's
 * sitting opens them signed in or as a guest made on the way, never through a sign-in wall
 * (docs/decisions/055-every-diner-reaches-the-table.md); anyone else as ProtectedRoute. A chunk
 * of its own, as the screens it guards: the menu's first load does not carry it (ADR 029).
 */
export function SittingRoute() {
  const { access, retry } = useSittingGuest();
  if (access === 'checking') return <PageLoading />;
  if (access === 'offline') return <RouteOffline onRetry={retry} />;
  return access === 'signed-in' ? <Outlet /> : <ToLogin />;
}
