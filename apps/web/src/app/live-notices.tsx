import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { useAuth } from '../lib/auth/use-auth.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { QuietBoundary } from './quiet-boundary.tsx';
import { withTexts } from '../i18n/texts.ts';

// socket.io, the listener and what it refreshes arrive once the screen is usable: the menu's
// first load stays within its budget (ADR 029).
const LiveNoticesRefresh = lazy(() =>
  withTexts(() => import('./live-notices-refresh.tsx')).then((module) => ({
    default: module.LiveNoticesRefresh,
  })),
);

/**
 * The diner's live notices on every screen (issue 20): status changes of their orders, a
 * waiter or the bill on the way, the staff's answers. A signed-in diner (a guest too, ADR 036)
 * has a user room; a visitor without an account has nothing to hear and opens no socket for it.
 */
export function LiveNotices() {
  const { isLoggedIn } = useAuth();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  // Looked at again when the connection returns.
  const [, onlineAgain] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    window.addEventListener('online', onlineAgain);
    return () => window.removeEventListener('online', onlineAgain);
  }, []);
  // Offline its chunk is not asked for (a failed fetch stays failed for the page's life); a
  // failure never takes the app down with it (ADR 041).
  if (!isLoggedIn || !idle || !navigator.onLine) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <LiveNoticesRefresh />
      </Suspense>
    </QuietBoundary>
  );
}
