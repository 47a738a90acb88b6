import { and, eq, inArray } from 'drizzle-orm';
import { orders, paymentRefunds, paymentShares } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadBillState, type BillState } from '../bill/load-bill-state.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { keepPaymentFigures } from '../reports/keep-payment-figures.ts';
import { reportProductsOf } from '../reports/load-report-bills.ts';
import { findStaffOrder } from '../staff/find-staff-order.ts';
import { settleOrderIfPaid, type Settlement } from '../live-orders/settle-order-if-paid.ts';
import type { RefundRow } from './reserve-refund.ts';

/**
 * The last step of a staff refund (issue 34, ADR 084), under the order's lock: the pending row
 * becomes a refund the bill reads, stamped after the order's last payment and refund so it
 * replays in its place; its shares may be paid again; a paid order reopens (partly paid or
 * unpaid, as the bill now says) and the audit trail says who gave what back and why. Its news
 * (order:payment:changed, and order:status:changed when the order reopened) is written in this
 * transaction (ADR 096): told once the refund is done, never for one the provider refused.
 */
export async function completeRefund({
  tx,
  refund,
  orderId,
  businessId,
  staffId,
  providerRefundId,
  now,
}: {
  tx: Tx;
  refund: RefundRow;
  orderId: string;
  businessId: string;
  staffId: string;
  providerRefundId: string | null;
  now: Date;
}): Promise<{
  refund: RefundRow;
  order: OrderResponse;
  settlement: Settlement & { state: BillState };
  reopened: boolean;
}> {
  const order = await findStaffOrder({ db: tx, orderId, businessId, lock: true });
  const before = await loadBillState({ db: tx, order, now });
  const last = Math.max(
    0,
    ...before.payments.map((p) => p.createdAt.getTime()),
    ...before.bill.refunds.map((r) => Date.parse(r.createdAt ?? '') || 0),
  );
  const [done] = await tx
    .update(paymentRefunds)
    .set({
      pendingSince: null,
      providerRefundId,
      createdAt: new Date(Math.max(now.getTime(), Date.now(), last + 1)),
    })
    .where(eq(paymentRefunds.id, refund.id))
    .returning();
  for (const { lineId, index } of refund.parts.shares) {
    await tx
      .update(paymentShares)
      .set({ refundedAt: now })
      .where(
        and(
          eq(paymentShares.paymentId, refund.paymentId),
          eq(paymentShares.orderItemId, lineId),
          inArray(paymentShares.shareIndex, [index]),
        ),
      );
  }
  // A paid order given something back is open again: the bill asks for it once more.
  const reopened = order.isPaid;
  if (reopened) {
    await tx
      .update(orders)
      .set({
        isPaid: false,
        paidAt: null,
        status: order.status === 'paid' ? 'delivered' : order.status,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
  }
  const settlement = await settleOrderIfPaid({ tx, orderId: order.id, now });
  // A given-back share is marked on its payment's share row: the payments' kept figures (ADR
  // 118) are priced again from the bill as the refund leaves it.
  await keepPaymentFigures({
    db: tx,
    bills: [settlement.state.bill],
    products: reportProductsOf(settlement.state.items),
  });
  const response = await loadOrderResponse({ db: tx, orderId: order.id, now, forStaff: true });
  if (!response) throw refuse(404, 'PAYMENT_NOT_FOUND');
  await recordAudit({
    db: tx,
    businessId,
    staffId,
    action: 'payment.refunded',
    subjectId: refund.paymentId,
    details: {
      orderNumber: response.orderNumber,
      table: response.table.name,
      amount: refund.amount,
      tip: refund.tipAmount,
      reason: refund.reason,
      provider: providerRefundId !== null,
    },
    now,
  });
  await emitOrderChange(tx, response, {
    kind: 'payment',
    status: settlement.status,
    isPaid: settlement.isPaid,
    paymentStatus: settlement.paymentStatus,
  });
  if (reopened) {
    await emitOrderChange(tx, response, {
      kind: 'status',
      status: response.status,
      updatedAt: now,
    });
  }
  return { refund: done!, order: response, settlement, reopened };
}
