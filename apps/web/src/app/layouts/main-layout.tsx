import { useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import {
  type BottomNavVisibility,
  BottomNavVisibilityContext,
} from '../../hooks/use-hide-bottom-nav.ts';
import { tr } from '../../i18n/tr.ts';
import { BottomNav } from './bottom-nav.tsx';
import { isBottomNavHiddenOn } from './bottom-nav-rules.ts';

/**
 * The shell around every screen: the page, the shared bottom navigation (hidden on the auth
 * paths and while a screen asks) and the extra 70 px at the bottom that keeps content above it.
 */
export function MainLayout() {
  const { pathname } = useLocation();
  const [hideRequests, setHideRequests] = useState(0);
  const visibility = useMemo<BottomNavVisibility>(
    () => ({
      hide: () => {
        setHideRequests((count) => count + 1);
        return () => setHideRequests((count) => count - 1);
      },
    }),
    [],
  );
  const navShown = hideRequests === 0 && !isBottomNavHiddenOn(pathname);

  return (
    <BottomNavVisibilityContext.Provider value={visibility}>
      <a className="skip-link" href="#main">
        {tr.app.skipToContent}
      </a>
      <main id="main" className={navShown ? 'main-layout main-layout--with-nav' : 'main-layout'}>
        <Outlet />
      </main>
      {navShown && <BottomNav />}
      <ScrollRestoration />
    </BottomNavVisibilityContext.Provider>
  );
}
