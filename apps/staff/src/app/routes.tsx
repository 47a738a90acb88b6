import { type StaffPermission, staffMay } from '@masa/core/staff/staff-permissions';
import { lazy, type ReactNode, Suspense } from 'react';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { BoardPage } from '../features/board/components/board-page.tsx';
import { DayClosePage } from '../features/day-close/components/day-close-page.tsx';
import { FloorPage } from '../features/floor/components/floor-page.tsx';
import { KitchenPage } from '../features/kitchen/components/kitchen-page.tsx';
import { MembersPage } from '../features/members/components/members-page.tsx';
import { RequestsPage } from '../features/requests/components/requests-page.tsx';
import { PrintersSection } from '../features/printers/components/printers-section.tsx';
import { SettingsPage } from '../features/settings/components/settings-page.tsx';
import { StockPage } from '../features/stock/components/stock-page.tsx';
import { TablesPage } from '../features/tables/components/tables-page.tsx';
import { Toast } from '../components/toast.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { tableOrderActions, TakeOrderScreen } from './take-order-screen.tsx';
import type { OfflineArrivals } from '../lib/orders/use-offline-arrivals.ts';
import type { useOpenRequests } from '../lib/requests/requests.ts';
import type { Session } from '../lib/session.ts';
import { MyTipsPage } from '../features/tips/components/my-tips-page.tsx';
import { TipsPage } from '../features/tips/components/tips-page.tsx';
import { OpenAccountsPage } from '../features/open-accounts/components/open-accounts-page.tsx';

/** A screen with a tab in the header. */
export type View =
  | 'board'
  | 'kitchen'
  | 'floor'
  | 'requests'
  | 'menu'
  | 'stock'
  | 'tables'
  | 'reports'
  | 'day'
  | 'tips'
  | 'myTips'
  | 'accounts'
  | 'members'
  | 'settings'
  | 'audit';

/** What the shell holds for its screens: one socket's live data, read once (issue 16 §3). */
export type ScreenContext = {
  session: Session;
  requests: ReturnType<typeof useOpenRequests>;
  arrivals: OfflineArrivals;
};

/**
 * One URL of the staff app, under /staff (issue 31 §1). `may`: the permission a role needs to
 * open it (the others see the refusal, never a blank page); `tab`: its tab in the header.
 */
export type Screen = {
  path: string;
  tab?: View;
  may?: StaffPermission;
  render: (context: ScreenContext) => ReactNode;
};

// The reports screen and its chart library are a chunk of their own, fetched when first opened;
// so is the menu editor, which only owners and managers open.
const ReportsPage = lazy(() => import('../features/reports/components/reports-page.tsx'));
const MenuPage = lazy(() => import('../features/menu/components/menu-page.tsx'));

/** A screen of its own chunk, with its own words while it arrives. */
function Later({ area, children }: { area: 'menu' | 'reports'; children: ReactNode }) {
  const { t } = useI18n();
  return <Suspense fallback={<p role="status">{t(`${area}.loading`)}</p>}>{children}</Suspense>;
}

/** The floor, with "Sipariş Al" on a table's panel for the roles that take orders. */
const floor = ({ session }: ScreenContext) => (
  <>
    <FloorPage
      tableActions={
        staffMay(session.staff.role, 'takeOrders') ? tableOrderActions(session) : undefined
      }
    />
    <Toast />
  </>
);

/**
 * Every screen and its URL, in the header's order. A new screen is one line here (the order
 * screen of issue 31 §3 goes under the table's panel: '/floor/:tableId/order').
 */
export const SCREENS: Screen[] = [
  {
    path: '/',
    tab: 'board',
    render: ({ session, arrivals }) => (
      <>
        <BoardPage session={session} arrivals={arrivals} />
        <Toast />
      </>
    ),
  },
  { path: '/kitchen', tab: 'kitchen', render: () => <KitchenPage /> },
  { path: '/floor', tab: 'floor', may: 'runFloor', render: floor },
  { path: '/floor/:tableId', may: 'runFloor', render: floor },
  { path: '/floor/:tableId/payment/:orderId', may: 'takePayments', render: floor },
  {
    path: '/floor/:tableId/order',
    may: 'takeOrders',
    render: ({ session }) => <TakeOrderScreen session={session} />,
  },
  {
    path: '/requests',
    tab: 'requests',
    may: 'answerRequests',
    render: ({ requests }) => <RequestsPage requests={requests} />,
  },
  {
    path: '/menu',
    tab: 'menu',
    may: 'editMenu',
    render: () => (
      <Later area="menu">
        <MenuPage />
      </Later>
    ),
  },
  { path: '/stock', tab: 'stock', may: 'setAvailability', render: () => <StockPage /> },
  { path: '/tables', tab: 'tables', may: 'manageTables', render: () => <TablesPage /> },
  {
    path: '/reports',
    tab: 'reports',
    may: 'readReports',
    render: () => (
      <Later area="reports">
        <ReportsPage />
      </Later>
    ),
  },
  { path: '/day', tab: 'day', may: 'runDay', render: () => <DayClosePage /> },
  {
    path: '/tips',
    tab: 'tips',
    may: 'distributeTips',
    render: ({ session }) => <TipsPage session={session} />,
  },
  { path: '/my-tips', tab: 'myTips', may: 'readOwnTips', render: () => <MyTipsPage /> },
  { path: '/accounts', tab: 'accounts', may: 'openAccounts', render: () => <OpenAccountsPage /> },
  {
    path: '/members',
    tab: 'members',
    may: 'manageStaff',
    render: ({ session }) => <MembersPage session={session} />,
  },
  {
    path: '/settings',
    tab: 'settings',
    may: 'manageSettings',
    render: () => <SettingsPage more={(onSaved) => <PrintersSection onSaved={onSaved} />} />,
  },
  { path: '/audit', tab: 'audit', may: 'readAudit', render: () => <AuditPage /> },
];
