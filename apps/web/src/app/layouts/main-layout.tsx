import { Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScreenLoading } from '../../components/ui/page-loading.tsx';
import {
  type BottomNavVisibility,
  BottomNavVisibilityContext,
} from '../../hooks/use-hide-bottom-nav.ts';
import { texts } from '../../i18n/texts.ts';
import { BottomNav } from './bottom-nav.tsx';
import { isBottomNavHiddenOn } from './bottom-nav-rules.ts';
import { useConnectionNotices } from './use-connection-notices.ts';
import { useOfflineWorker } from './use-offline-worker.ts';
import { LiveNotices } from '../live-notices.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { ScrollRestoration } from '../scroll-restoration.tsx';

const t = texts('app');

/**
 * The shell around every screen: the page ('Yükleniyor...' while its code arrives, RouteError
 * if it fails), the shared bottom navigation (hidden on the auth paths and
 * while a screen asks), the extra 70 px at the bottom that keeps content above it, and the
 * connection notices of every screen and the diner's live notices (issue 20), and the service
 * worker that keeps the app for a phone without a connection (issue 21 §6).
 */
export function MainLayout() {
  const { pathname } = useLocation();
  useConnectionNotices();
  useOfflineWorker();
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
        {t('app.skipToContent')}
      </a>
      <main id="main" className={navShown ? 'main-layout main-layout--with-nav' : 'main-layout'}>
        <RouteErrorBoundary pathname={pathname}>
          {/* A boundary per path: a screen whose code is still coming shows 'Yükleniyor...'
              (offline, 'Bağlantı yok'), not the previous screen, whose buttons would act for
              the wrong page. */}
          <Suspense key={pathname} fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {navShown && <BottomNav />}
      <ScrollRestoration />
      <LiveNotices />
    </BottomNavVisibilityContext.Provider>
  );
}
