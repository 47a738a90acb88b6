import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { keepPaymentFigures } from '../reports/keep-payment-figures.ts';
import { reportProductsOf } from '../reports/load-report-bills.ts';
import { loadBillState } from './load-bill-state.ts';

/**
 * What was paid never moves (ADR 027), checked after an order's lines change (repriceOrder): the
 * one bill model, replayed over the lines as they now are, must price every recorded payment
 * at the amount it was recorded with. An order discount spread over all of an order's units
 * (ADR 074) would otherwise land differently on units already paid when a line is added,
 * cancelled, voided, given as ikram or moved. 409 PAID_AMOUNT_WOULD_MOVE, and the caller's
 * transaction leaves everything as it was; else the payments' kept figures follow the bill.
 */
export async function keepWhatWasPaid({
  tx,
  order,
  now,
}: {
  tx: Tx;
  order: OrderRow;
  now: Date;
}): Promise<void> {
  const { bill, payments, items } = await loadBillState({ db: tx, order, now });
  if (payments.length === 0) return;
  const recorded = new Map(payments.map((payment) => [payment.id, payment.amount]));
  if (bill.payments.some((payment) => recorded.get(payment.id) !== payment.amount)) {
    throw refuse(409, 'PAID_AMOUNT_WOULD_MOVE');
  }
  // The amounts stay; a paid line's discount or VAT share may not (a unit voided beside it):
  // the payments' kept figures (ADR 118) are priced again from the bill as it now is.
  await keepPaymentFigures({ db: tx, bills: [bill], products: reportProductsOf(items) });
}
