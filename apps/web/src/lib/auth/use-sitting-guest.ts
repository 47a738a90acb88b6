import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { useOnline } from '../use-online.ts';
import { useAuth } from './use-auth.ts';
import { loadCode } from '../load-code.ts';

/** The guest account being made for a diner of a sitting: one at a time (ADR 036, 055). */
let becoming: Promise<unknown> | null = null;

/**
 * 'checking' while it is not known yet (or the guest account is on its way); 'offline' when
 * the guest account could not be made for want of a connection (issue 30).
 */
export type DinerAccess = 'checking' | 'signed-in' | 'visitor' | 'offline';

/** The phone is offline, or the call got no answer: asking again later may work. */
const forWantOfConnection = (error: unknown) =>
  !navigator.onLine ||
  (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'));

/**
 * Whether this phone may open the diner's screens of its table (ADR 055): signed in, or a
 * diner of the table's sitting (it holds the sitting's key or a freshly scanned code, ADR 042),
 * who becomes a guest of this device first, as a visitor does when ordering (ADR 036): the
 * bill's calls are an account's. Anyone else is a visitor, asked to sign in; so is a diner
 * whose guest account could not be made (no fake way in). Offline nothing is tried: the screen
 * says the phone is offline (never a sign-in wall), and `retry` (the connection is back) tries.
 */
export function useSittingGuest(): { access: DinerAccess; retry: () => void } {
  const { isLoggedIn, loading, startGuest } = useAuth();
  const [failed, setFailed] = useState<'visitor' | 'offline' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const online = useOnline();
  useEffect(() => {
    // Offline nothing is tried; the connection's return runs this again.
    if (loading || isLoggedIn || !online) return;
    let live = true;
    // The sitting's code is a chunk of its own, off the menu's first load (ADR 043).
    becoming ??= loadCode(() => import('../table-sitting.ts'))
      .then((sitting) => sitting.ensureTableSitting())
      .then((sitting) => {
        if (!sitting) throw new Error('not a diner of a sitting');
        return startGuest();
      })
      .finally(() => {
        becoming = null;
      });
    becoming.catch((error: unknown) => {
      if (live) setFailed(forWantOfConnection(error) ? 'offline' : 'visitor');
    });
    return () => {
      live = false;
    };
  }, [loading, isLoggedIn, startGuest, attempt, online]);
  const retry = useCallback(() => {
    setFailed(null);
    setAttempt((count) => count + 1);
  }, []);
  if (loading) return { access: 'checking', retry };
  if (isLoggedIn) return { access: 'signed-in', retry };
  return { access: failed ?? (online ? 'checking' : 'offline'), retry };
}
