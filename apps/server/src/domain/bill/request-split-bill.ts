import { SPLIT_TIP_OPTIONS } from '@masa/core/money/tip';
import { badRequest, conflict } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { splitBillRequestItems, splitBillRequests } from '../../db/schema/index.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { assertPaymentMethod } from './assert-payment-method.ts';
import { BILL_MESSAGES as M } from './bill-messages.ts';
import type { BillRequestBody } from './bill-request-body.ts';
import { serializeSplitRequest, type SplitRequestResponse } from './bill-response.ts';
import type { BillItemState } from './load-bill-state.ts';
import { openBill } from './open-bill.ts';
import { priceBillSelection } from './price-bill-selection.ts';

/**
 * 'Hesabı Böl' (001 §3 split variant, §4, §5): a diner asks to pay chosen units of an order's
 * items, with a tip of 0–20 % and a method the business accepts (never online). The request
 * waits for the business (status pending). Units held by pending requests count as taken,
 * so two diners can never both claim the last unit: the order row and its items are locked
 * (openBill), so concurrent requests for one order are checked one after another.
 * The amount is priced by core calculateSplitAmount after the units already taken.
 */
export async function requestSplitBill({
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
}): Promise<{ order: OrderRow; response: SplitRequestResponse }> {
  const state = await openBill({ tx, orderId, userId, body, split: true });
  if (!(SPLIT_TIP_OPTIONS as readonly number[]).includes(body.tipPercentage)) {
    throw badRequest(M.splitTipOptions, 'INVALID_TIP');
  }
  const paymentMethod = assertPaymentMethod({
    settings: state.settings,
    method: body.paymentMethod,
    split: true,
  });
  // assertPaymentMethod refuses both for a split; narrowed here for the column's type.
  if (paymentMethod === null || paymentMethod === 'online') {
    throw badRequest(M.onlineNotOnSplit, 'PAYMENT_METHOD_ONLINE');
  }
  const byId = new Map(state.items.map((entry) => [entry.item.id, entry]));
  const chosen: { entry: BillItemState; quantity: number }[] = [];
  for (const [itemId, quantity] of Object.entries(body.selectedItems ?? {})) {
    if (quantity === 0) continue;
    const entry = byId.get(itemId);
    if (!entry) throw badRequest(M.itemNotInOrder, 'ITEM_NOT_IN_ORDER');
    if (entry.item.status === 'cancelled') {
      throw badRequest(M.itemCancelled(entry.item.name), 'ITEM_CANCELLED');
    }
    if (quantity > entry.availableQuantity) {
      throw conflict(
        M.exceedsRemaining(entry.item.name, entry.availableQuantity),
        'SPLIT_EXCEEDS_REMAINING',
      );
    }
    chosen.push({ entry, quantity });
  }
  if (chosen.length === 0) throw badRequest(M.selectionEmpty, 'SPLIT_SELECTION_EMPTY');

  const price = priceBillSelection({
    state,
    quantities: new Map(chosen.map(({ entry, quantity }) => [entry.item.id, quantity])),
    basis: 'available',
    tipPercentage: body.tipPercentage,
  });
  const [row] = await tx
    .insert(splitBillRequests)
    .values({
      orderId: state.order.id,
      businessId: state.order.businessId,
      userId,
      status: 'pending',
      paymentMethod,
      tipPercentage: body.tipPercentage,
      amount: price.total - price.tip,
      tipAmount: price.tip,
      splitDetails:
        body.splitDetails?.map((d) => ({
          userId: d.userId ?? null,
          amount: d.amount,
          name: d.name,
        })) ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(splitBillRequestItems).values(
    chosen.map(({ entry, quantity }) => ({
      requestId: row!.id,
      orderItemId: entry.item.id,
      quantity,
    })),
  );
  return { order: state.order, response: serializeSplitRequest(row!, chosen, price) };
}
