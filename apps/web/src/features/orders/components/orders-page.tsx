import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { RouteOffline } from '../../../components/ui/route-offline.tsx';
import { texts } from '../../../i18n/texts.ts';
import { storage } from '../../../lib/storage.ts';
import { KeepAccountOffer } from '../../../lib/auth/components/keep-account-offer.tsx';
import { TableOrdersLink } from '../../../lib/orders/components/table-orders-link.tsx';
import { useSittingGuest } from '../../../lib/auth/use-sitting-guest.ts';
import { useOlderUserOrders, useUserOrders } from '../../../lib/orders/get-user-orders.ts';
import { useActiveOrderIdSync } from '../hooks/use-active-order-id.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';
import { useOpenedOrder } from '../hooks/use-opened-order.ts';
import { useOrderRealtime } from '../hooks/use-order-realtime.ts';
import { ordersLoadFailure } from '../utils/order-failures.ts';
import { historyHighlight, splitOrders } from '../utils/order-view.ts';
import { DebugPanel } from './debug-panel.tsx';
import { HistoryHighlight } from './history-highlight.tsx';
import { OrderCard } from './order-card.tsx';
import { type OrdersTab, OrdersTabs, tabId } from './orders-tabs.tsx';
import './orders.css';

const t = texts('orders');

/**
 * /orders is public, but the screen needs a signed-in diner (001 §5): toast, then /login. A
 * diner of the phone's sitting is one, as a guest made on the way if need be (ADR 055); offline,
 * before that guest exists, the screen says so and tries again when the connection returns.
 */
export function OrdersPage() {
  const { access, retry } = useSittingGuest();
  const navigate = useNavigate();
  const notify = useOrderNotify();
  useEffect(() => {
    if (access !== 'visitor') return;
    notify.warning(t('orders.loginRequired'));
    void navigate('/login?redirectPath=%2Forders', { replace: true });
  }, [access, notify, navigate]);
  if (access === 'offline') return <RouteOffline onRetry={retry} />;
  return access === 'signed-in' ? <OrdersScreen /> : <PageLoading />;
}

/** The diner's orders (001 §2 Orders screen), live. */
function OrdersScreen() {
  const orders = useUserOrders(true);
  const older = useOlderUserOrders(orders.data);
  const [tab, setTab] = useState<OrdersTab>('active');
  const panelId = useId();
  const { active, history } = splitOrders([...(orders.data ?? []), ...older.orders]);
  useActiveOrderIdSync(orders);
  useOrderRealtime({ orderId: storage.getActiveOrderId() });
  const opened = useOpenedOrder({ active, history, setTab });
  const shown = tab === 'active' ? active : history;

  const refresh = (
    <button
      type="button"
      className="button button--on-primary"
      disabled={orders.isFetching}
      onClick={() => void orders.refetch()}
    >
      {t('orders.refresh')}
    </button>
  );

  return (
    <>
      <PageHeader title={t('orders.title')} actions={refresh} />
      <DebugPanel orderCount={orders.data?.length ?? 0} />
      <div className="page-content orders-page">
        <TableOrdersLink />
        <OrdersTabs
          selected={tab}
          counts={{ active: active.length, history: history.length }}
          onSelect={setTab}
          panelId={panelId}
        />
        <div id={`${panelId}-${tab}`} role="tabpanel" aria-labelledby={tabId(panelId, tab)}>
          {orders.isPending && <p className="card__text">{t('orders.loading')}</p>}
          {orders.isError && (
            <p className="banner banner--error" role="alert">
              {ordersLoadFailure(orders.error, t('orders.loadFailed'))}
            </p>
          )}
          {tab === 'history' && <HistoryHighlight orders={historyHighlight(orders.data ?? [])} />}
          {orders.isSuccess && shown.length === 0 && <EmptyState tab={tab} />}
          {shown.length > 0 && (
            <div
              className="orders-list"
              role="region"
              aria-label={t('orders.panelTitle')}
              tabIndex={0}
            >
              {shown.map((order) => (
                <OrderCard key={order.id} order={order} opened={order.id === opened} />
              ))}
            </div>
          )}
          {orders.isSuccess && older.hasMore && (
            <div className="orders-more">
              {older.error && (
                <p className="banner banner--error" role="alert">
                  {ordersLoadFailure(older.error, t('orders.olderFailed'))}
                </p>
              )}
              <button
                type="button"
                className="button button--secondary"
                disabled={older.loading}
                onClick={older.loadMore}
              >
                {older.loading ? t('orders.loading') : t('orders.loadOlder')}
              </button>
            </div>
          )}
        </div>
        <KeepAccountOffer />
      </div>
    </>
  );
}

function EmptyState({ tab }: { tab: OrdersTab }) {
  return (
    <section className="card orders-empty">
      <p className="card__text">
        {tab === 'active' ? t('orders.emptyActive') : t('orders.emptyHistory')}
      </p>
      {tab === 'active' && (
        <Link to="/qr-scan" className="button" onClick={() => storage.setSessionCleared(false)}>
          {t('orders.scanQr')}
        </Link>
      )}
    </section>
  );
}
