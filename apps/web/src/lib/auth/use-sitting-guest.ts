import { useEffect, useState } from 'react';
import { useAuth } from './use-auth.ts';

/** The guest account being made for a diner of a sitting: one at a time (ADR 036, 055). */
let becoming: Promise<unknown> | null = null;

/** 'checking' while it is not known yet (or the guest account is on its way). */
export type DinerAccess = 'checking' | 'signed-in' | 'visitor';

/**
 * Whether this phone may open the diner's screens of its table (ADR 055): signed in, or a
 * diner of the table's sitting (it holds the sitting's key or a freshly scanned code, ADR 042),
 * who becomes a guest of this device first, as a visitor does when ordering (ADR 036): the
 * bill's calls are an account's. Anyone else is a visitor, asked to sign in; so is a diner
 * whose guest account could not be made (no fake way in).
 */
export function useSittingGuest(): DinerAccess {
  const { isLoggedIn, loading, startGuest } = useAuth();
  const [visitor, setVisitor] = useState(false);
  useEffect(() => {
    if (loading || isLoggedIn) return;
    let live = true;
    // The sitting's code is a chunk of its own, off the menu's first load (ADR 043).
    becoming ??= import('../table-sitting.ts')
      .then((sitting) => sitting.ensureTableSitting())
      .then((sitting) => {
        if (!sitting) throw new Error('not a diner of a sitting');
        return startGuest();
      })
      .finally(() => {
        becoming = null;
      });
    becoming.catch(() => {
      if (live) setVisitor(true);
    });
    return () => {
      live = false;
    };
  }, [loading, isLoggedIn, startGuest]);
  if (loading) return 'checking';
  if (isLoggedIn) return 'signed-in';
  return visitor ? 'visitor' : 'checking';
}
