import { formatTry } from '@masa/core/money/format-try';
import { eq } from 'drizzle-orm';
import {
  orderItems,
  paymentLines,
  paymentShares,
  payments,
  splitBillRequests,
} from '../../db/schema/index.ts';
import type { ProviderTransaction } from '../../db/schema/json-types.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { loadBillState, type BillState } from '../bill/load-bill-state.ts';
import { createFiscalRequest, type CreatedFiscalRequest } from '../fiscal/create-fiscal-request.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import { printReceipt } from '../printing/print-receipt.ts';
import { keepPaymentFigures } from '../reports/keep-payment-figures.ts';
import { reportProductsOf } from '../reports/load-report-bills.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { findStaffOrder } from './find-staff-order.ts';
import { paymentRaceLost } from './payment-race.ts';
import { loadPaymentReceipt } from './payment-receipt.ts';
import type { PaymentResponse, RecordPaymentBody } from './payment-body.ts';
import { pricePayment } from './price-payment.ts';
import { settleOrderIfPaid, type Settlement } from '../live-orders/settle-order-if-paid.ts';
import { STAFF_MESSAGES as M } from './staff-messages.ts';

/** What an online payment carries besides a staff one: its intent and the provider's ids. */
export type OnlinePayment = {
  paymentIntentId: string;
  providerPaymentId: string;
  transactions: ProviderTransaction[];
};

/**
 * POST /staff/orders/{id}/payments: staff record one payment (ADR 027): chosen units of lines,
 * one share of shared lines (ADR 048) and chosen service charges, the lines of an approved split, or the rest of the bill, with a
 * method and its own tip. Its amount is what the one bill model prices those at, after every
 * payment before it, so the payments and what is left always add up to the bill. Under the
 * order row's lock (every staff write takes it first) the choice is checked: lines of this
 * order, not cancelled, at most the units due (an approved split's units are its payer's);
 * charges of this order, not paid. settleOrderIfPaid then marks the order partly paid or paid.
 * Two staff paying the last unit at once: the second waits for the lock and is refused (409).
 * A diner's online payment (issue 34, ADR 084) is recorded here too, with no staff and the
 * intent and provider ids in `online`, so both are priced, checked and settled alike.
 */
export async function recordPayment({
  tx,
  orderId,
  businessId,
  staffId,
  body,
  now,
  online,
}: {
  tx: Tx;
  orderId: string;
  businessId: string;
  /** Null: the diner paid online. */
  staffId: string | null;
  body: RecordPaymentBody;
  now: Date;
  online?: OnlinePayment;
}): Promise<{
  order: OrderResponse;
  payment: PaymentResponse;
  settlement: Settlement & { state: BillState };
  /** Its fiscal request (ADR 093): the caller sends it on after the commit. */
  fiscal: CreatedFiscalRequest;
}> {
  const order = await findStaffOrder({ db: tx, orderId, businessId, lock: true });
  // A walk-out is closed unpaid (ADR 076); an open account's orders are settled by payment.
  if (order.isCancelled || order.walkedOutAt) {
    throw refuse(409, 'ORDER_CLOSED');
  }
  // Another payment came first (issue 29): the refusals below say whose, and what is left.
  const lost = (code: string, message: string, left: number) =>
    paymentRaceLost({
      tx,
      orderId,
      splitBillRequestId: body.splitBillRequestId,
      code,
      message,
      left,
    });
  if (order.isPaid) throw await lost('ORDER_CLOSED', M.paymentOrderClosed, 0);
  const state = await loadBillState({ db: tx, order, lock: true, now });
  const { chosen, price } = await pricePayment({ tx, state, body, lost });
  // What the screen showed is what is taken: another payment may have landed in between.
  if (body.expectedAmount !== undefined && body.expectedAmount !== price.amount) {
    const changed = M.paymentAmountChanged(formatTry(price.amount));
    throw await lost('PAYMENT_AMOUNT_CHANGED', changed, state.bill.left);
  }
  // Stamped under the order's lock and after the last payment (even within one millisecond),
  // so payments replay (createdAt, id) in the order they were priced: each one's VAT share is
  // what it was recorded with.
  const last = Math.max(
    state.payments.at(-1)?.createdAt.getTime() ?? 0,
    // …and after the last refund, which replays after the payments before it (issue 34).
    ...state.bill.refunds.map((refund) => Date.parse(refund.createdAt ?? '') || 0),
  );
  const recordedAt = new Date(Math.max(now.getTime(), Date.now(), last + 1));
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      businessId: order.businessId,
      amount: price.amount,
      tipAmount: body.tip ?? price.tip,
      method: body.method,
      billRequestId: body.billRequestId ?? null,
      splitBillRequestId: body.splitBillRequestId ?? null,
      recordedByStaffId: staffId,
      createdAt: recordedAt,
      paymentIntentId: online?.paymentIntentId ?? null,
      providerPaymentId: online?.providerPaymentId ?? null,
      providerTransactions: online?.transactions ?? null,
    })
    .returning();
  const payment = row!;
  const paidLines = [
    ...price.lines.map((line) => ({
      paymentId: payment.id,
      orderItemId: line.lineId,
      quantity: line.quantity,
    })),
    ...price.charges.map((id) => ({ paymentId: payment.id, orderServiceChargeId: id })),
  ];
  if (paidLines.length > 0) await tx.insert(paymentLines).values(paidLines);
  // Each share with the count its line is shared in (ADR 048), so the line stays shared.
  const counts = new Map(state.bill.lines.map((line) => [line.id, line.shareCount]));
  for (const share of chosen?.shares ?? []) counts.set(share.lineId, share.shareCount);
  if (price.shares.length > 0) {
    await tx.insert(paymentShares).values(
      price.shares.map(({ lineId, index }) => ({
        paymentId: payment.id,
        orderItemId: lineId,
        shareCount: counts.get(lineId)!,
        shareIndex: index,
      })),
    );
  }
  for (const line of price.lines) {
    await tx
      .update(orderItems)
      .set({ paymentMethod: body.method, updatedAt: now })
      .where(eq(orderItems.id, line.lineId));
  }
  if (body.splitBillRequestId) {
    // What the split is paid at now is what it costs (a kuruş of added VAT may move when other
    // payments came first).
    await tx
      .update(splitBillRequests)
      .set({ amount: price.amount, tipAmount: payment.tipAmount, updatedAt: now })
      .where(eq(splitBillRequests.id, body.splitBillRequestId));
  }
  const settlement = await settleOrderIfPaid({ tx, orderId: order.id, now });
  // Its share of its day's money, priced now from the bill it was priced in (ADR 118): a day
  // adds kept figures up instead of pricing every bill again.
  await keepPaymentFigures({
    db: tx,
    bills: [settlement.state.bill],
    products: reportProductsOf(settlement.state.items),
  });
  const fiscal = await createFiscalRequest({
    tx,
    businessId,
    orderId: order.id,
    tableId: order.tableId,
    paymentId: payment.id,
    online: online !== undefined,
    bill: settlement.state.bill,
    now: recordedAt,
  });
  const response = await loadOrderResponse({ db: tx, orderId: order.id, now, forStaff: true });
  if (!response) throw refuse(404, 'ORDER_NOT_FOUND');
  const paid = {
    id: payment.id,
    amount: payment.amount,
    tipAmount: payment.tipAmount,
    method: payment.method,
    lines: price.lines,
    charges: price.charges,
    shares: price.shares.map(({ lineId, index }) => ({
      lineId,
      index,
      shareCount: counts.get(lineId)!,
    })),
    billRequestId: payment.billRequestId,
    splitBillRequestId: payment.splitBillRequestId,
    createdAt: payment.createdAt.toISOString(),
  };
  const bill = settlement.state.bill;
  const receipt = await loadPaymentReceipt({ db: tx, orderId, staffId, payment: paid, bill });
  const recorded = { ...paid, receipt };
  await printReceipt({
    tx,
    businessId,
    orderId,
    orderNumber: response.orderNumber,
    table: response.table.name,
    payment: recorded,
    bill,
    received: body.received ?? null,
    billLabel: response.billLabel ?? null,
  });
  return { order: response, payment: recorded, settlement, fiscal };
}
