import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { billRequests, orderItems, orders, payments } from '../../db/schema/index.ts';
import type { PaymentStatus } from '../../db/schema/enums.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { closeFinishedSession } from '../live-orders/close-finished-session.ts';
import type { TableSessionRow } from '../orders/table-session-response.ts';

export type Settlement = {
  /** The order became paid in this call. */
  completed: boolean;
  isPaid: boolean;
  paymentStatus: PaymentStatus;
  status: string;
  closedSession: TableSessionRow | undefined;
};

/**
 * Brings an order's payment state in line with its lines, inside the caller's transaction and
 * under its lock on the order row. Some units paid: 'partially_paid'. Every line that is not
 * cancelled fully paid: the order is paid (001 §4 Paid): isPaid, paymentStatus 'paid', status
 * 'paid' (what order:status:changed tells the app to move to history), the edit window closed,
 * open bill requests completed and the table session closed when it has no open order left.
 * What the item payments did not cover (service charges, rounding) is recorded as one payment
 * without an item, so the order's payments add up to its total less the tip.
 */
export async function settleOrderIfPaid({
  tx,
  orderId,
  billRequestId,
  now,
}: {
  tx: Tx;
  orderId: string;
  billRequestId: string | null;
  now: Date;
}): Promise<Settlement> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
  const lines = await tx
    .select({ isPaid: orderItems.isPaid, paidQuantity: orderItems.paidQuantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.status, 'cancelled')));
  const allPaid = lines.length > 0 && lines.every((line) => line.isPaid);
  const anyPaid = lines.some((line) => line.paidQuantity > 0);
  const unchanged = {
    completed: false,
    isPaid: order.isPaid,
    status: order.status,
    closedSession: undefined,
  };
  if (order.isPaid) return { ...unchanged, paymentStatus: order.paymentStatus };
  if (!allPaid) {
    const paymentStatus: PaymentStatus = anyPaid ? 'partially_paid' : 'unpaid';
    if (paymentStatus !== order.paymentStatus) {
      await tx.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, orderId));
    }
    return { ...unchanged, paymentStatus };
  }

  const [paid] = await tx
    .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const remainder = order.total - order.tip - (paid?.sum ?? 0);
  if (remainder > 0) {
    const [last] = await tx
      .select({ method: payments.method })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    await tx.insert(payments).values({
      orderId,
      amount: remainder,
      method: last?.method ?? 'cash',
      billRequestId,
      createdAt: now,
    });
  }
  await tx
    .update(orders)
    .set({
      isPaid: true,
      paidAt: now,
      paymentStatus: 'paid',
      status: 'paid',
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
  const closedSession = await closeFinishedSession({ tx, order, now });
  return { completed: true, isPaid: true, paymentStatus: 'paid', status: 'paid', closedSession };
}
