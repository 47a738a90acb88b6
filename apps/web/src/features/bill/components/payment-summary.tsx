import { formatTry } from '@masa/core/money/format-try';
import { getOrderStatusLabel } from '@masa/core/orders/order-status';
import { TIP_OPTIONS } from '@masa/core/money/tip';
import { tr } from '../../../i18n/tr.ts';
import type { Order } from '../../orders/api/order-types.ts';
import { paymentTotals } from '../utils/payment-page-params.ts';
import { TipChoice } from './tip-choice.tsx';

const t = tr.bill;

/**
 * The payment screen's order summary (001 §2): number (or the id's first 6 characters),
 * status badge, items with quantity and line total, subtotal, VAT, the tip choice (none, 5,
 * 10, 15 % of the subtotal, 001 §9) and the total with that tip.
 */
export function PaymentSummary(props: {
  order: Order;
  tip: number;
  onTip: (percent: number) => void;
  disabled: boolean;
}) {
  const { order } = props;
  const figures = paymentTotals(order, props.tip);
  const number = order.orderNumber ? String(order.orderNumber) : order.id.slice(0, 6);
  return (
    <section className="card" aria-labelledby="payment-summary-title">
      <div className="order-card__head">
        <h2 id="payment-summary-title" className="order-card__title">
          {t.orderNumber(number)}
        </h2>
        <span className={`badge badge--status badge--${order.status}`}>
          {getOrderStatusLabel(order.status)}
        </span>
      </div>
      <ul className="bill-lines" aria-label={t.items}>
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {t.line(
                item.name || item.product?.name || tr.orders.card.unknownProduct,
                item.quantity,
              )}
            </span>
            <span>{formatTry(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <TipChoice
        options={TIP_OPTIONS}
        value={props.tip}
        onChange={props.onTip}
        disabled={props.disabled}
      />
      <dl className="bill-figures">
        <div>
          <dt>{t.subtotal}</dt>
          <dd>{formatTry(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{t.vat}</dt>
          <dd>{formatTry(order.vatAmount)}</dd>
        </div>
        {order.serviceChargeTotal > 0 && (
          <div>
            <dt>{t.serviceCharges}</dt>
            <dd>{formatTry(order.serviceChargeTotal)}</dd>
          </div>
        )}
        <div>
          <dt>{t.tip}</dt>
          <dd>{formatTry(figures.tip)}</dd>
        </div>
        <div className="bill-figures__total">
          <dt>{t.total}</dt>
          <dd data-testid="payment-total">{formatTry(figures.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
