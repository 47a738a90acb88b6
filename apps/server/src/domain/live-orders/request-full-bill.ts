import { normalizeSplitPeople, splitEqually } from '@masa/core/bill/equal-split';
import { priceSelection, restOfBill } from '@masa/core/bill/bill';
import { eq } from 'drizzle-orm';
import { billRequests, orders } from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/enums.ts';
import { refuse } from '../../lib/app-error.ts';
import { withoutAllergyNote } from './redact-order-for-table.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { serializeBillRequest, type BillRequestResponse } from '../bill/bill-response.ts';
import { openBill, type BillRequestArgs } from '../bill/open-bill.ts';
import { statusWithBillRequested } from '../bill/status-with-bill-requested.ts';

/**
 * 'Hesap İste' (001 §2, §3, §5): pay all, or split equally among at least 2 people (lower or
 * invalid becomes 2). Records a bill request for the rest of the bill (units not paid nor in
 * an approved split, and the unpaid service charges), priced by the one bill model (ADR 027),
 * with its own tip: tipPercentage of those items. The tip belongs to the request, and to the
 * payment the staff record for it; the order's total never changes, so a friend asking for
 * the bill with a tip never changes what the order's diner owes. Marks the order
 * billRequested, and a served order (delivered) bill_requested (statusWithBillRequested).
 * Equal parts are whole kuruş adding up exactly to amount + tip.
 */
export async function requestFullBill(
  args: BillRequestArgs,
): Promise<{ order: OrderRow; response: BillRequestResponse; statusChanged: OrderStatus | null }> {
  const { tx, userId, body, now } = args;
  const state = await openBill({ ...args, split: false });
  const { order, paymentMethod } = state;
  const tipPercentage = body.tipPercentage;
  const equal = body.mode === 'equal';
  const peopleCount = equal ? normalizeSplitPeople(body.peopleCount) : null;

  const price = priceSelection(state.input, restOfBill(state.bill), tipPercentage);
  const amount = price.amount;
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
  const status = statusWithBillRequested(order.status);
  await tx
    .update(orders)
    .set({ billRequested: true, billRequestedAt: now, updatedAt: now, status })
    .where(eq(orders.id, order.id));
  const orderResponse = await loadOrderResponse({ db: tx, orderId: order.id, now });
  if (!row || !orderResponse) throw refuse(404, 'ORDER_NOT_FOUND.bill');
  const figures = {
    subtotal: price.itemsAmount,
    vatTotal: price.vatTotal,
    serviceChargeTotal: price.chargesAmount,
    perPerson: peopleCount ? splitEqually(amount + price.tip, peopleCount) : [],
  };
  return {
    order,
    response: serializeBillRequest(row, figures, withoutAllergyNote(orderResponse, userId)),
    statusChanged: status !== order.status ? status : null,
  };
}
