import { staffMay } from '@masa/core/staff/staff-permissions';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { useActiveOrders } from '../lib/orders/active-orders.ts';
import { groupByColumn } from '../lib/orders/board-columns.ts';
import { useChime } from '../features/board/hooks/use-chime.ts';
import { useOpenRequests } from '../lib/requests/requests.ts';
import { useI18n } from '../i18n/i18n.tsx';
import type { Session } from '../lib/session.ts';
import { PaymentOutcomeView } from '../lib/bill/components/payment-outcome.tsx';
import { AppHeader } from './app-header.tsx';
import { SCREENS } from './routes.tsx';
import { ScreenNotFound, ScreenRefused } from './screen-refusals.tsx';
import { useLiveService } from './use-live-service.ts';
import { useOfflineArrivals } from '../lib/orders/use-offline-arrivals.ts';

/**
 * Live service around whichever screen is open (issue 16 §3): one socket, one chime, the tab
 * title's count of what waits (new orders, orders ready to serve, and diners' requests for roles
 * that answer them),
 * and the screens this role may open.
 */
export function ServiceShell({ session }: { session: Session }) {
  const { t } = useI18n();
  const role = session.staff.role;
  const answersRequests = staffMay(role, 'answerRequests');
  // The screens this role may open, each a URL (issue 31 §1); the others answer with a refusal.
  const tabs = SCREENS.filter(
    (screen) => screen.tab && (!screen.may || staffMay(role, screen.may)),
  );
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

  const appName = t('appName');
  useEffect(() => {
    document.title = waiting > 0 ? `(${waiting}) ${appName}` : appName;
  }, [waiting, appName]);

  return (
    <div className={lost ? 'shell shell-lost' : 'shell'}>
      <AppHeader
        session={session}
        connected={connected === true}
        tabs={tabs.flatMap(({ tab, path }) => (tab ? [{ view: tab, path }] : []))}
        counts={{ board: onBoard, requests: requests.waiting }}
      />
      {lost && (
        <div className="lost-banner" role="alert">
          {t('service.lost')}
        </div>
      )}
      {chime.blocked && (
        <div className="service-banner" role="region" aria-label={t('service.start')}>
          <p>{t('service.soundBlocked')}</p>
          <button type="button" className="primary" onClick={() => void chime.start()}>
            {t('service.start')}
          </button>
        </div>
      )}
      <PaymentOutcomeView>
        <Routes>
          {SCREENS.map(({ path, may, render }) => (
            <Route
              key={path}
              path={path}
              element={
                may && !staffMay(role, may) ? (
                  <ScreenRefused role={role} />
                ) : (
                  render({ session, requests, arrivals })
                )
              }
            />
          ))}
          <Route path="*" element={<ScreenNotFound />} />
        </Routes>
      </PaymentOutcomeView>
    </div>
  );
}
