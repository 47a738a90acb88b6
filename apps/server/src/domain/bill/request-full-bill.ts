import { normalizeSplitPeople, splitEqually } from '@masa/core/bill/equal-split';
import { TIP_OPTIONS, calculateTip } from '@masa/core/money/tip';
import { eq } from 'drizzle-orm';
import { billRequests, orders } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { assertPaymentMethod } from './assert-payment-method.ts';
import { BILL_MESSAGES as M } from './bill-messages.ts';
import type { BillRequestBody } from './bill-request-body.ts';
import { serializeBillRequest, type BillRequestResponse } from './bill-response.ts';
import { openBill } from './open-bill.ts';
import { priceBillSelection, remainingUnits } from './price-bill-selection.ts';

/**
 * 'Hesap İste' (001 §2, §3, §5): pay all, or split equally among at least 2 people (lower or
 * invalid becomes 2). Records a bill request for what is still due (items not paid nor in an
 * approved split, plus the service charges) with its tip, marks the order billRequested, and,
 * when the order's own diner asks, sets the order's tip: tipPercentage (0/5/10/15) of the
 * subtotal, in the order's total as core calculateOrderTotals defines it. Equal parts are whole kuruş adding up exactly to the total.
 */
export async function requestFullBill({
  tx,
  orderId,
  userId,
  body,
  now,
}: {
  tx: Tx;
  orderId: string;
  userId: string;
  body: BillRequestBody;
  now: Date;
}): Promise<{ order: OrderRow; response: BillRequestResponse }> {
  const state = await openBill({ tx, orderId, userId, body, split: false });
  const { order } = state;
  const tipPercentage = body.tipPercentage;
  if (!(TIP_OPTIONS as readonly number[]).includes(tipPercentage)) {
    throw badRequest(M.tipOptions, 'INVALID_TIP');
  }
  const paymentMethod = assertPaymentMethod({
    settings: state.settings,
    method: body.paymentMethod,
    split: false,
  });
  const equal = body.mode === 'equal';
  const peopleCount = equal ? normalizeSplitPeople(body.peopleCount) : null;

  const price = priceBillSelection({
    state,
    quantities: remainingUnits(state),
    basis: 'remaining',
    tipPercentage,
  });
  const amount = price.total - price.tip + order.serviceChargeTotal;
  const [row] = await tx
    .insert(billRequests)
    .values({
      orderId: order.id,
      businessId: order.businessId,
      tableId: order.tableId,
      userId,
      mode: equal ? 'equal' : 'full',
      peopleCount,
      paymentMethod,
      tipPercentage,
      tipAmount: price.tip,
      amount,
      requestDetails: body.requestDetails ?? {},
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // The tip belongs to the request that offered it (stored on it above). Only the order's own
  // diner sets the order's tip: a friend at the table asking for the bill, with a tip, never
  // changes what the order's diner owes (a stranger raised another diner's total this way).
  const ownTip = userId === order.userId;
  const orderTip = ownTip ? calculateTip(order.subtotal, tipPercentage) : order.tip;
  await tx
    .update(orders)
    .set({
      billRequested: true,
      billRequestedAt: now,
      ...(ownTip
        ? { tipPercentage, tip: orderTip, total: order.total - order.tip + orderTip }
        : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  const orderResponse = await loadOrderResponse({ db: tx, orderId: order.id, now });
  if (!row || !orderResponse) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
  const figures = {
    subtotal: price.subtotal,
    vatTotal: price.vatTotal,
    serviceChargeTotal: order.serviceChargeTotal,
    perPerson: peopleCount ? splitEqually(amount + price.tip, peopleCount) : [],
  };
  return { order, response: serializeBillRequest(row, figures, orderResponse) };
}
