import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { statusLabel } from '../../../lib/status-label.ts';
import { TIP_OPTIONS } from '@masa/core/money/tip';
import { BillSummary } from '../../../lib/bill/components/bill-summary.tsx';
import { texts } from '../../../i18n/texts.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { paymentFigures } from '../utils/payment-page-params.ts';
import { RequestFigures } from '../../../lib/bill/components/bill-figures.tsx';
import { TipChoice } from '../../../lib/bill/components/tip-choice.tsx';
import { PaidWith } from './paid-with.tsx';

const t = texts('bill');

/**
 * The payment screen's summary (001 §2): number (or the id's first 6 characters), status
 * badge, the bill as the server's one bill model has it (what every payment and split already
 * paid, with its tips, how it was paid, and what is left), the tip choice (001 §9, TIP_OPTIONS) and what the
 * request will ask for: what is left, with the tip on its items (ADR 027), never the whole
 * order again.
 */
export function PaymentSummary(props: {
  order: Order;
  bill: BillResponse;
  tip: number;
  onTip: (percent: number) => void;
  disabled: boolean;
}) {
  const { order, bill } = props;
  const figures = paymentFigures(bill, props.tip);
  const number = order.orderNumber ? String(order.orderNumber) : order.id.slice(0, 6);
  return (
    <section className="card" aria-labelledby="payment-summary-title">
      <div className="payment-summary__head">
        <h2 id="payment-summary-title" className="payment-summary__title">
          {t('bill.orderNumber', { number })}
        </h2>
        <span className={`badge badge--status badge--${order.status}`}>
          {statusLabel(order.status)}
        </span>
      </div>
      <BillSummary bill={bill} />
      <PaidWith payments={bill.payments} />
      {figures.amount > 0 && (
        <>
          <TipChoice
            options={TIP_OPTIONS}
            value={props.tip}
            onChange={props.onTip}
            disabled={props.disabled}
          />
          <RequestFigures amount={figures.amount} tip={figures.tip} total={figures.total} />
        </>
      )}
    </section>
  );
}
