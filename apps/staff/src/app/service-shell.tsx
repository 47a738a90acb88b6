import { staffMay } from '@masa/core/staff/staff-permissions';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BoardPage } from '../features/board/components/board-page.tsx';
import { useActiveOrders } from '../lib/orders/active-orders.ts';
import { FloorPage } from '../features/floor/components/floor-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { KitchenPage } from '../features/kitchen/components/kitchen-page.tsx';
import { MembersPage } from '../features/members/components/members-page.tsx';
import { groupByColumn } from '../lib/orders/board-columns.ts';
import { useChime } from '../features/board/hooks/use-chime.ts';
import { useOpenRequests } from '../lib/requests.ts';
import { RequestsPage } from '../features/requests/components/requests-page.tsx';
import { SettingsPage } from '../features/settings/components/settings-page.tsx';
import { StockPage } from '../features/stock/components/stock-page.tsx';
import { TablesPage } from '../features/tables/components/tables-page.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import type { Session } from '../lib/session.ts';
import { PaymentOutcomeView } from '../components/payment-outcome.tsx';
import { AppHeader } from './app-header.tsx';
import { useLiveService } from './use-live-service.ts';
import { useOfflineArrivals } from '../lib/orders/use-offline-arrivals.ts';

export type View =
  | 'board'
  | 'kitchen'
  | 'floor'
  | 'requests'
  | 'menu'
  | 'stock'
  | 'tables'
  | 'reports'
  | 'members'
  | 'settings'
  | 'audit';

// The reports screen and its chart library are a chunk of their own, fetched when first opened;
// so is the menu editor, which only owners and managers open.
const ReportsPage = lazy(() => import('../features/reports/components/reports-page.tsx'));
const MenuPage = lazy(() => import('../features/menu/components/menu-page.tsx'));

/**
 * Live service around whichever screen is open (issue 16 §3): one socket, one chime, the tab
 * title's count of what waits (new orders, orders ready to serve, and diners' requests for roles
 * that answer them),
 * and the screens this role may open.
 */
export function ServiceShell({ session }: { session: Session }) {
  const { t } = useI18n();
  const answersRequests = staffMay(session.staff.role, 'answerRequests');
  const runsFloor = staffMay(session.staff.role, 'runFloor');
  const managesStaff = staffMay(session.staff.role, 'manageStaff');
  const readsAudit = staffMay(session.staff.role, 'readAudit');
  const setsAvailability = staffMay(session.staff.role, 'setAvailability');
  const editsMenu = staffMay(session.staff.role, 'editMenu');
  const managesTables = staffMay(session.staff.role, 'manageTables');
  const readsReports = staffMay(session.staff.role, 'readReports');
  const managesSettings = staffMay(session.staff.role, 'manageSettings');
  const views: View[] = [
    'board',
    'kitchen',
    ...(runsFloor ? (['floor'] as const) : []),
    ...(answersRequests ? (['requests'] as const) : []),
    ...(editsMenu ? (['menu'] as const) : []),
    ...(setsAvailability ? (['stock'] as const) : []),
    ...(managesTables ? (['tables'] as const) : []),
    ...(readsReports ? (['reports'] as const) : []),
    ...(managesStaff ? (['members'] as const) : []),
    ...(managesSettings ? (['settings'] as const) : []),
    ...(readsAudit ? (['audit'] as const) : []),
  ];
  const [view, setView] = useState<View>('board');
  const chime = useChime();
  const connected = useLiveService(chime.play);
  const arrivals = useOfflineArrivals(connected, chime.play);
  // The connection was up and dropped: the screen says so loudly, not in a small pill.
  const lost = connected === false;
  const orders = useActiveOrders();
  const requests = useOpenRequests(answersRequests);
  const columns = groupByColumn(orders.data ?? []);
  // Food waiting at the pass waits on the waiter as much as a new order does (issue 29).
  const onBoard = columns.new.length + columns.ready.length;
  const waiting = onBoard + (answersRequests ? requests.waiting : 0);

  useEffect(() => {
    document.title = waiting > 0 ? `(${waiting}) ${t.appName}` : t.appName;
  }, [waiting, t.appName]);

  return (
    <div className={lost ? 'shell shell-lost' : 'shell'}>
      <AppHeader
        session={session}
        connected={connected === true}
        view={view}
        onView={setView}
        views={views}
        counts={{
          board: onBoard,
          kitchen: 0,
          floor: 0,
          requests: requests.waiting,
          menu: 0,
          stock: 0,
          tables: 0,
          reports: 0,
          members: 0,
          settings: 0,
          audit: 0,
        }}
      />
      {lost && (
        <div className="lost-banner" role="alert">
          {t.service.lost}
        </div>
      )}
      {chime.blocked && (
        <div className="service-banner" role="region" aria-label={t.service.start}>
          <p>{t.service.soundBlocked}</p>
          <button type="button" className="primary" onClick={() => void chime.start()}>
            {t.service.start}
          </button>
        </div>
      )}
      <PaymentOutcomeView>
        {view === 'reports' && readsReports ? (
          <Suspense fallback={<p role="status">{t.reports.loading}</p>}>
            <ReportsPage />
          </Suspense>
        ) : view === 'menu' && editsMenu ? (
          <Suspense fallback={<p role="status">{t.menu.loading}</p>}>
            <MenuPage />
          </Suspense>
        ) : view === 'audit' && readsAudit ? (
          <AuditPage />
        ) : view === 'settings' && managesSettings ? (
          <SettingsPage />
        ) : view === 'members' && managesStaff ? (
          <MembersPage session={session} />
        ) : view === 'requests' && answersRequests ? (
          <RequestsPage requests={requests} />
        ) : view === 'stock' && setsAvailability ? (
          <StockPage />
        ) : view === 'tables' && managesTables ? (
          <TablesPage />
        ) : view === 'floor' && runsFloor ? (
          <FloorPage />
        ) : view === 'kitchen' ? (
          <KitchenPage />
        ) : (
          <BoardPage session={session} arrivals={arrivals} />
        )}
      </PaymentOutcomeView>
    </div>
  );
}
