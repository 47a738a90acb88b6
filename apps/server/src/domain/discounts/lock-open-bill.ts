import type { DbOrTx } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';
import { loadBillState } from '../bill/load-bill-state.ts';
import { findStaffOrder } from '../staff/find-staff-order.ts';

/**
 * The order and its bill as a discount finds them, under the order row's lock and the bill's
 * (like payments): refused (409) once the order is cancelled or paid, for giving one and for
 * taking one back alike.
 */
export async function lockOpenBill({
  tx,
  orderId,
  businessId,
  now,
}: {
  tx: DbOrTx;
  orderId: string;
  businessId: string;
  now: Date;
}) {
  const order = await findStaffOrder({ db: tx, orderId, businessId, lock: true });
  if (order.isCancelled || order.isPaid) throw refuse(409, 'ORDER_CLOSED.discount.orderClosed');
  const state = await loadBillState({ db: tx, order, lock: true, now });
  return { order, state };
}
