import { UNSERVED_STATUSES } from '@masa/core/orders/order-status';
import { and, eq, inArray } from 'drizzle-orm';
import { billRequests, orderItems, orders } from '../../db/schema/index.ts';
import type { PaymentStatus } from '../../db/schema/enums.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { loadBillState, type BillState } from '../bill/load-bill-state.ts';
import { noteSessionSettled } from './note-session-settled.ts';
import { settleOpenAccountIfPaid } from '../open-accounts/settle-open-account.ts';

export type Settlement = {
  /** The order became paid in this call. */
  completed: boolean;
  isPaid: boolean;
  paymentStatus: PaymentStatus;
  status: string;
};

/**
 * Brings an order's stored payment state in line with its bill (core computeBill, ADR 027),
 * inside the caller's transaction and under its lock on the order row: each line's paid units,
 * the order's tip (the sum of the tips its payments carried) and its payment status. Something
 * paid: 'partially_paid'. The bill settled (every charged unit and every service charge paid):
 * the order is paid (001 §4 Paid): isPaid, paymentStatus 'paid', status 'paid' (what
 * order:status:changed tells the app to move to history) once served; an order the kitchen
 * still owes keeps its kitchen status and reaches 'paid' when delivered, so it stays on the
 * board and the kitchen display (ADR 054). The edit window closed, open bill
 * requests completed and, when nothing is owed in its sitting any more, the sitting's idle time
 * started (ADR 042); an open account's last order paid settles the account (ADR 079).
 */
export async function settleOrderIfPaid({
  tx,
  orderId,
  now,
}: {
  tx: Tx;
  orderId: string;
  now: Date;
}): Promise<Settlement & { state: BillState }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
  const state = await loadBillState({ db: tx, order, now });
  const { bill } = state;
  for (const line of bill.lines) {
    const item = state.items.find((row) => row.id === line.id)!;
    const isPaid =
      !line.cancelled && line.leftQuantity === 0 && (bill.settled || line.chargedQuantity > 0);
    if (item.paidQuantity === line.paidQuantity && item.isPaid === isPaid) continue;
    await tx
      .update(orderItems)
      .set({ paidQuantity: line.paidQuantity, isPaid, paidAt: isPaid ? now : null, updatedAt: now })
      .where(eq(orderItems.id, item.id));
  }
  const unchanged = {
    completed: false,
    isPaid: order.isPaid,
    status: order.status,
    state,
  };
  if (order.isPaid) return { ...unchanged, paymentStatus: order.paymentStatus };
  if (!bill.settled) {
    // Something still paid, not refunded (issue 34): partly paid; else unpaid again.
    const held =
      bill.paid > bill.refunded ||
      bill.lines.some((line) => line.paidQuantity > 0 || line.shares.some((s) => s.paid)) ||
      bill.charges.some((charge) => charge.paid);
    const paymentStatus: PaymentStatus = held ? 'partially_paid' : 'unpaid';
    if (paymentStatus !== order.paymentStatus || bill.tips !== order.tip) {
      await tx
        .update(orders)
        .set({ paymentStatus, tip: bill.tips, updatedAt: now })
        .where(eq(orders.id, orderId));
    }
    return { ...unchanged, paymentStatus };
  }
  const status = UNSERVED_STATUSES.includes(order.status) ? order.status : 'paid';
  await tx
    .update(orders)
    .set({
      isPaid: true,
      paidAt: now,
      paymentStatus: 'paid',
      status,
      tip: bill.tips,
      editableUntil: null,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  await tx
    .update(billRequests)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(
      and(
        eq(billRequests.orderId, orderId),
        inArray(billRequests.status, ['pending', 'acknowledged']),
      ),
    );
  await noteSessionSettled({ tx, order, now });
  if (order.openAccountId) {
    await settleOpenAccountIfPaid({ tx, accountId: order.openAccountId, now });
  }
  return {
    completed: true,
    isPaid: true,
    paymentStatus: 'paid',
    status,
    state,
  };
}
