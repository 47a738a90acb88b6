import { isOrderActive, sortOrdersNewestFirst } from '@masa/core/orders/order-status';
import { useEffect, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { texts } from '../../../i18n/texts.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { storage } from '../../../lib/storage.ts';
import { forgetTableSitting, SITTING_GONE_CODES } from '../../../lib/table-sitting.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useTableActiveOrders } from '../api/get-table-active-orders.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';
import { useOrderRealtime } from '../hooks/use-order-realtime.ts';
import { failureText } from '../../../lib/api/failure-text.ts';
import { OrderCard } from './order-card.tsx';
import { TableCartSection } from './table-cart-section.tsx';
import './orders.css';

const t = texts('orders');

/** /table/{businessId}/{tableId}: needs both ids (a business id is 24 hex), else back home (001 §5). */
export function TableOrdersPage() {
  const { businessId, tableId } = useParams();
  const navigate = useNavigate();
  const notify = useOrderNotify();
  // A business id is 24 hex characters (000 §3.5, core isBusinessId).
  const valid = /^[0-9a-fA-F]{24}$/.test(businessId ?? '') && !!tableId;
  useEffect(() => {
    if (valid) return;
    notify.error(t('orders.invalidTable'));
    void navigate('/', { replace: true });
  }, [valid, notify, navigate]);
  if (!businessId || !tableId) return <PageLoading />;
  return <TablePanel businessId={businessId} tableId={tableId} />;
}

/**
 * The table's live order (001 §2 Table live-order panel): the diner's active order with its
 * items and statuses, 'Garson Çağır', 'Hesap İste', and the cart to add to it; without one,
 * 'Aktif Sipariş Yok' with the menu. Below, the other open orders of the table's sitting
 * (ADR 042), without their diners. A phone whose sitting is over is asked to scan again.
 */
function TablePanel({ businessId, tableId }: { businessId: string; tableId: string }) {
  const titleId = useId();
  const othersId = useId();
  const { user } = useAuth();
  const orders = useTableActiveOrders(businessId, tableId);
  const active = sortOrdersNewestFirst((orders.data ?? []).filter(isOrderActive));
  // The server names the diner only on the caller's own orders (ADR 042); the stored user's id,
  // when there is one, must agree. A stored user without an id still sees their own order.
  const myId = user?.id || user?._id || null;
  const mine = active.filter((o) => Boolean(o.userId) && (myId === null || o.userId === myId));
  const others = active.filter((o) => !mine.includes(o));
  const order = mine.find((o) => o.id === storage.getActiveOrderId()) ?? mine[0] ?? null;
  const sittingGone = isApiError(orders.error) && SITTING_GONE_CODES.has(orders.error.code ?? '');
  useEffect(() => {
    if (sittingGone) forgetTableSitting();
  }, [sittingGone]);
  useOrderRealtime({ businessId, tableId, orderId: order?.id ?? null });

  return (
    <>
      <PageHeader title={t('orders.tableTitle')} backTo="/" />
      <div className="page-content">
        {orders.isPending && <p className="card__text">{t('orders.loading')}</p>}
        {orders.isError && (
          <p className="banner banner--error" role="alert">
            {t('orders.table.loadFailed', {
              reason: failureText(orders.error, t('orders.loadService')),
            })}
          </p>
        )}
        {sittingGone && (
          <Link to="/qr-scan" className="button">
            {t('orders.table.scanAgain')}
          </Link>
        )}
        {orders.isSuccess && !order && (
          <section className="card orders-empty" aria-labelledby={titleId}>
            <h2 id={titleId} className="order-card__title">
              {t('orders.table.noActive')}
            </h2>
            <p className="card__text">{t('orders.table.noActiveText')}</p>
            <Link to={`/menu/${businessId}/${tableId}`} className="button">
              {t('orders.table.viewMenu')}
            </Link>
          </section>
        )}
        {order && <OrderCard order={order} />}
        {others.length > 0 && (
          <section aria-labelledby={othersId} className="table-others">
            <h2 id={othersId} className="order-card__title">
              {t('orders.table.othersTitle')}
            </h2>
            {others.map((other) => (
              <OrderCard key={other.id} order={other} shared />
            ))}
          </section>
        )}
        {orders.isSuccess && (
          <TableCartSection
            businessId={businessId}
            orderId={order?.id ?? null}
            onOrderGone={() => void orders.refetch()}
          />
        )}
      </div>
    </>
  );
}
