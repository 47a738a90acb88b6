import { priceRefund } from '@masa/core/bill/bill';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { orders, paymentRefunds, payments } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { loadBillState } from '../bill/load-bill-state.ts';
import { findStaffOrder } from '../staff/find-staff-order.ts';
import type { RefundPaymentBody } from './refund-body.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type RefundedPayment = typeof payments.$inferSelect;

/**
 * The first step of a staff refund (issue 34, ADR 084), under the order's lock: the payment is
 * of this business (else 404), what is asked is what that payment still holds (else 409, never
 * more than it paid), priced by the one bill model at that payment's prices; the refund row is
 * written pending, so a second refund of the same payment waits for it (409) while the bill
 * does not read it yet. completeRefund makes it count; a provider that refused deletes it.
 */
export async function reserveRefund({
  tx,
  paymentId,
  businessId,
  staffId,
  body,
  now,
}: {
  tx: Tx;
  paymentId: string;
  businessId: string;
  staffId: string;
  body: RefundPaymentBody;
  now: Date;
}): Promise<{ refund: RefundRow; payment: RefundedPayment; orderId: string }> {
  const [found] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(orders.businessId, businessId)));
  if (!found) throw refuse(404, 'PAYMENT_NOT_FOUND');
  const order = await findStaffOrder({ db: tx, orderId: found.orderId, businessId, lock: true });
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  const chosen = body.items.length + body.charges.length + body.shares.length > 0 || body.tip;
  if (!payment || !chosen) throw refuse(400, 'NOTHING_TO_REFUND');
  const [pending] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.paymentId, paymentId),
        isNotNull(paymentRefunds.pendingSince),
        // A refund whose outcome is unknown (markStaleRefunds) no longer holds the payment.
        isNull(paymentRefunds.outcomeUnknownAt),
      ),
    );
  if (pending) throw refuse(409, 'REFUND_IN_PROGRESS');
  const state = await loadBillState({ db: tx, order, lock: true, now });
  const wanted = {
    paymentId,
    lines: body.items.map(({ lineId, quantity }) => ({ lineId, quantity })),
    charges: body.charges,
    shares: body.shares,
    tip: body.tip ? payment.tipAmount : 0,
  };
  const given = priceRefund(state.input, wanted);
  const key = (parts: { lines: unknown; charges: string[]; shares: unknown }) =>
    JSON.stringify([parts.lines, [...parts.charges].sort(), parts.shares]);
  const sameParts = key(given) === key({ ...wanted, charges: [...new Set(wanted.charges)] });
  if (!sameParts || (body.tip && given.tip === 0)) {
    throw refuse(409, 'REFUND_TOO_MUCH');
  }
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId,
      amount: given.amount,
      tipAmount: given.tip,
      parts: { lines: given.lines, charges: given.charges, shares: given.shares },
      staffId,
      reason: body.reason,
      createdAt: now,
      pendingSince: now,
    })
    .returning();
  return { refund: refund!, payment, orderId: order.id };
}
