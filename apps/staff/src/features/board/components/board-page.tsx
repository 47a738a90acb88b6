import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { staffMay } from '@masa/core/staff/staff-permissions';
import { useState } from 'react';
import { PrinterBanner } from '../../../lib/printers/components/printer-banner.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { Session } from '../../../lib/session.ts';
import type { OfflineArrivals } from '../../../lib/orders/use-offline-arrivals.ts';
import { useActiveOrders } from '../../../lib/orders/active-orders.ts';
import { BOARD_COLUMNS, groupByColumn } from '../../../lib/orders/board-columns.ts';
import { useNow } from '../../../lib/use-now.ts';
import { AcceptAllDialog } from './accept-all-dialog.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { OrderCard } from './order-card.tsx';

/**
 * Every active order of the business in columns by status (issue 16 §2), kept live by the
 * service shell around it. Each column scrolls on its own within the screen (issue 29: thirty
 * open orders on a 1024×768 tablet), and the new column can accept all its orders at once.
 */
export function BoardPage({
  session,
  arrivals,
}: {
  session: Session;
  /** Orders that came while the connection was down, marked until they move on. */
  arrivals: OfflineArrivals;
}) {
  const { t } = useI18n();
  const orders = useActiveOrders();
  const now = useNow();
  const [cancelling, setCancelling] = useState<OrderResponse | null>(null);
  const [accepting, setAccepting] = useState<OrderResponse[] | null>(null);
  const list = orders.data ?? [];
  const columns = groupByColumn(list);
  const byAge = [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const oldestId = byAge.length > 1 ? byAge[0]?.id : undefined;
  const newestId = byAge.length > 1 ? byAge.at(-1)?.id : undefined;
  const canCancel = staffMay(session.staff.role, 'cancelOrders');

  return (
    <>
      <PrinterBanner />
      <main className="board" aria-labelledby="board-title">
        <h1 id="board-title" className="visually-hidden">
          {t('board.title')}
        </h1>
        {orders.isPending && <p role="status">{t('board.loading')}</p>}
        {orders.error && (
          <p role="alert" className="form-error">
            {orders.error.message}
          </p>
        )}
        {BOARD_COLUMNS.map(({ key }) => (
          <section key={key} className="column" aria-labelledby={`column-${key}`}>
            <div className="column-head">
              <h2 id={`column-${key}`}>
                {t(`board.columns.${key}`)} <span className="count">{columns[key].length}</span>
              </h2>
              {key === 'new' && columns.new.length > 1 && (
                <button type="button" onClick={() => setAccepting(columns.new)}>
                  {t('board.acceptAll')}
                </button>
              )}
            </div>
            {columns[key].length === 0 && <p className="empty">{t('board.empty')}</p>}
            {columns[key].map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                now={now}
                badge={
                  order.id === oldestId ? 'oldest' : order.id === newestId ? 'newest' : undefined
                }
                arrivedOffline={arrivals.get(order.id) === order.status}
                canCancel={canCancel}
                onCancel={setCancelling}
              />
            ))}
          </section>
        ))}
      </main>
      {cancelling && <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />}
      {accepting && <AcceptAllDialog orders={accepting} onClose={() => setAccepting(null)} />}
    </>
  );
}
