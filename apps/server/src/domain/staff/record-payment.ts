import { and, asc, eq } from 'drizzle-orm';
import {
  billRequests,
  businesses,
  orderItems,
  payments,
  splitBillRequests,
} from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { findStaffOrder } from './find-staff-order.ts';
import { listPaymentUnits } from './list-payment-units.ts';
import { paymentAmount } from './payment-amount.ts';
import { serializePayment, type PaymentResponse, type RecordPaymentBody } from './payment-body.ts';
import { settleOrderIfPaid, type Settlement } from './settle-order-if-paid.ts';
import { STAFF_MESSAGES as M } from './staff-messages.ts';

/**
 * POST /staff/orders/{id}/payments: staff record units paid, per line, with a method. Under
 * the order row's lock (every staff write takes it first) the lines are checked (in the order,
 * not cancelled, at most the unpaid units) and each gets a payments row, paidQuantity and
 * isPaid; settleOrderIfPaid then marks the order partly paid or paid. Two staff paying the
 * last unit at once: the second waits for the lock and is refused (409).
 */
export async function recordPayment({
  tx,
  orderId,
  businessId,
  staffId,
  body,
  now,
}: {
  tx: Tx;
  orderId: string;
  businessId: string;
  staffId: string;
  body: RecordPaymentBody;
  now: Date;
}): Promise<{ order: OrderResponse; payments: PaymentResponse[]; settlement: Settlement }> {
  const order = await findStaffOrder({ db: tx, orderId, businessId, lock: true });
  if (order.isPaid || order.isCancelled) {
    throw new AppError(409, 'ORDER_CLOSED', M.paymentOrderClosed);
  }
  for (const [table, id] of [
    [billRequests, body.billRequestId],
    [splitBillRequests, body.splitBillRequestId],
  ] as const) {
    if (!id) continue;
    const [request] = await tx
      .select({ orderId: table.orderId })
      .from(table)
      .where(eq(table.id, id));
    if (request?.orderId !== order.id) throw notFound(M.requestOfOtherOrder, 'REQUEST_NOT_FOUND');
  }
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
    .for('update');
  const wanted = await listPaymentUnits({ tx, body, lines });
  if (wanted.length === 0) throw new AppError(409, 'NOTHING_TO_PAY', M.paymentOrderClosed);

  const [business] = await tx
    .select({ settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, order.businessId));
  const vatAdded = business?.settings.tax.includedInPrice === false;
  const byId = new Map(lines.map((line) => [line.id, line]));
  const seen = new Set<string>();
  const rows: (typeof payments.$inferInsert)[] = [];
  for (const { itemId, quantity } of wanted) {
    const line = byId.get(itemId);
    if (!line) throw notFound(M.itemNotFound, 'ITEM_NOT_FOUND');
    if (seen.has(itemId)) throw badRequest(M.paymentDuplicateItem, 'DUPLICATE_ITEM');
    seen.add(itemId);
    if (line.status === 'cancelled') {
      throw new AppError(409, 'ITEM_CANCELLED', M.paymentCancelledItem(line.name));
    }
    const remaining = line.quantity - line.paidQuantity;
    if (quantity > remaining) {
      throw new AppError(409, 'ITEM_OVERPAID', M.paymentTooMany(line.name, remaining));
    }
    const amount = paymentAmount({
      lineGross: line.lineTotal + (vatAdded ? line.vatAmount : 0),
      quantity: line.quantity,
      paidBefore: line.paidQuantity,
      units: quantity,
    });
    rows.push({
      orderId: order.id,
      orderItemId: line.id,
      quantity,
      amount,
      tipAmount: rows.length === 0 ? body.tip : 0,
      method: body.method,
      billRequestId: body.billRequestId ?? null,
      splitBillRequestId: body.splitBillRequestId ?? null,
      recordedByStaffId: staffId,
      createdAt: now,
    });
    const paidQuantity = line.paidQuantity + quantity;
    await tx
      .update(orderItems)
      .set({
        paidQuantity,
        isPaid: paidQuantity === line.quantity,
        paidAt: now,
        paymentMethod: body.method,
        updatedAt: now,
      })
      .where(eq(orderItems.id, line.id));
  }
  const inserted = await tx.insert(payments).values(rows).returning();
  const settlement = await settleOrderIfPaid({
    tx,
    orderId: order.id,
    billRequestId: body.billRequestId ?? null,
    now,
  });
  const all = settlement.completed
    ? await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.createdAt, now)))
    : inserted;
  const response = await loadOrderResponse({ db: tx, orderId: order.id, now });
  if (!response) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
  return {
    order: response,
    payments: all.map(serializePayment),
    settlement,
  };
}
