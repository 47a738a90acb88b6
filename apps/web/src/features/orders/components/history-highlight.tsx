import { statusLabel } from '../../../lib/status-label.ts';
import { useId } from 'react';
import { BillAmount } from '../../../lib/bill/components/bill-amount.tsx';
import { texts } from '../../../i18n/texts.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { businessNameOf, formatOrderDate, orderNumberText } from '../utils/order-view.ts';

const t = texts('orders');

/**
 * The history tab's highlight: the 2 latest paid, delivered or completed orders (001 §2), each
 * with what was paid, tips included and shown apart (ADR 027), or its total before payment.
 */
export function HistoryHighlight({ orders }: { orders: Order[] }) {
  const titleId = useId();
  if (orders.length === 0) return null;
  return (
    <section className="card history-highlight" aria-labelledby={titleId}>
      <h2 id={titleId} className="history-highlight__title">
        {t('orders.highlightTitle')}
      </h2>
      <ul className="history-highlight__list">
        {orders.map((order) => (
          <li key={order.id} className="history-highlight__item">
            <span className="history-highlight__name">
              {t('orders.card.number', { number: orderNumberText(order) })} ·{' '}
              {businessNameOf(order)}
            </span>
            <span className="card__text">{formatOrderDate(order.createdAt)}</span>
            <span className={`badge badge--status badge--${order.status}`}>
              {statusLabel(order.status)}
            </span>
            <BillAmount bill={order.bill} />
          </li>
        ))}
      </ul>
    </section>
  );
}
