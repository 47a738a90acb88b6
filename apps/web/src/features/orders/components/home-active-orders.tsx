import { formatTry } from '@masa/core/money/format-try';
import { orderHeadStatus } from '../../../lib/status-label.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { storage } from '../../../lib/storage.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useUserOrders } from '../../../lib/orders/get-user-orders.ts';
import { useActiveOrderIdSync } from '../hooks/use-active-order-id.ts';
import { useOrderRealtime } from '../hooks/use-order-realtime.ts';
import { ordersLoadFailure } from '../utils/order-failures.ts';
import {
  businessNameOf,
  openOrderPath,
  orderNumberText,
  splitOrders,
  tableNameOf,
} from '../utils/order-view.ts';
import { OrderActions } from './order-actions.tsx';
import './orders.css';

const t = texts('orders');

/**
 * Home's active orders (001 §2 Home): each with call waiter, request bill and send message;
 * a tap on an order's row opens it on /orders (issue 20), 'Tümünü Gör' opens /orders, 'QR
 * Kod Okut' the scanner. Signed-in diners only; live.
 */
export function HomeActiveOrders() {
  const { isLoggedIn } = useAuth();
  return isLoggedIn ? <ActiveOrdersBlock /> : null;
}

function ActiveOrdersBlock() {
  const titleId = useId();
  const orders = useUserOrders(true);
  useActiveOrderIdSync(orders);
  useOrderRealtime({ orderId: storage.getActiveOrderId() });
  const { active } = splitOrders(orders.data ?? []);
  if (orders.isError) {
    return (
      <p className="banner banner--error" role="alert">
        {ordersLoadFailure(orders.error, t('orders.activeFailed'))}
      </p>
    );
  }
  if (active.length === 0) return null;

  return (
    <section className="card home-orders" aria-labelledby={titleId}>
      <div className="order-card__head">
        <h2 id={titleId} className="order-card__title">
          {t('orders.panelTitle')}
        </h2>
        <Link to="/orders">{t('orders.viewAll')}</Link>
      </div>
      <ul className="home-orders__list">
        {active.map((order) => {
          const head = orderHeadStatus(order);
          return (
            <li key={order.id} className="home-orders__item">
              {/* The row opens the order; its actions stay buttons of their own beside it. */}
              <Link
                to={openOrderPath(order.id)}
                className="home-orders__open"
                aria-label={t('orders.openOrder', { number: orderNumberText(order) })}
              >
                <span className="order-card__head">
                  <span className="order-item__name">
                    {t('orders.card.number', { number: orderNumberText(order) })} ·{' '}
                    {formatTry(order.total)}
                  </span>
                  <span className={`badge badge--status badge--${head.status}`}>{head.label}</span>
                </span>
                <span className="card__text home-orders__place">
                  {businessNameOf(order)} · {tableNameOf(order)}
                  <span className="home-orders__chevron" aria-hidden="true">
                    ›
                  </span>
                </span>
              </Link>
              <OrderActions order={order} onHome />
            </li>
          );
        })}
      </ul>
      <Link
        to="/qr-scan"
        className="button button--secondary"
        onClick={() => storage.setSessionCleared(false)}
      >
        {t('orders.scanQr')}
      </Link>
    </section>
  );
}
