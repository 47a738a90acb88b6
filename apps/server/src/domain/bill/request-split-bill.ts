import { priceSelection } from '@masa/core/bill/bill';
import { refuse } from '../../lib/app-error.ts';
import {
  splitBillRequestCharges,
  splitBillRequestItems,
  splitBillRequestShares,
  splitBillRequests,
} from '../../db/schema/index.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { serializeSplitRequest, type SplitRequestResponse } from './bill-response.ts';
import type { OrderItemRow } from '../orders/to-order-response.ts';
import { chooseShares, withShares } from './choose-shares.ts';
import { openBill, type BillRequestArgs } from './open-bill.ts';

/**
 * 'Hesabı Böl' (001 §3 split variant, §4, §5): a diner asks to pay chosen units of an order's
 * items, with a tip of 0–20 % and a method the business accepts (never online). The request
 * waits for the business (status pending). Units held by pending requests count as taken,
 * so two diners can never both claim the last unit: the order row and its items are locked
 * (openBill), so concurrent requests for one order are checked one after another. Free
 * units (the kuver's bread) are never split: they are paid with their service charge, which
 * a split may take whole with its units (`selectedCharges`, issue 20) while no other split or
 * payment has it. The amount is what the one bill model prices the units and charges at
 * (core priceSelection, ADR 027); the tip is on the units only.
 */
export async function requestSplitBill(
  args: BillRequestArgs,
): Promise<{ order: OrderRow; response: SplitRequestResponse }> {
  const { tx, userId, body, now } = args;
  const state = await openBill({ ...args, split: true });
  const { paymentMethod } = state;
  // assertPaymentMethod refuses both for a split; narrowed here for the column's type.
  if (paymentMethod === null || paymentMethod === 'online') {
    throw refuse(400, 'PAYMENT_METHOD_ONLINE');
  }
  const lines = new Map(state.bill.lines.map((line) => [line.id, line]));
  const rows = new Map(state.items.map((item) => [item.id, item]));
  const chosen: { item: OrderItemRow; quantity: number }[] = [];
  for (const [itemId, quantity] of Object.entries(body.selectedItems ?? {})) {
    if (quantity === 0) continue;
    const line = lines.get(itemId);
    if (!line) throw refuse(400, 'ITEM_NOT_IN_ORDER');
    if (line.cancelled) throw refuse(400, 'ITEM_CANCELLED.bill', { name: line.name });
    if (line.shareCount > 0) {
      throw refuse(409, 'LINE_SHARED', { name: line.name, count: line.shareCount });
    }
    if (quantity > line.availableQuantity) {
      const remaining = line.availableQuantity;
      throw refuse(409, 'SPLIT_EXCEEDS_REMAINING', { name: line.name, remaining });
    }
    chosen.push({ item: rows.get(itemId)!, quantity });
  }
  const charges = [...new Set(body.selectedCharges ?? [])].map((id) => {
    const charge = state.bill.charges.find((c) => c.id === id);
    if (!charge) throw refuse(400, 'CHARGE_NOT_IN_ORDER');
    if (!charge.available) throw refuse(409, 'CHARGE_TAKEN.bill', { name: charge.name });
    return charge;
  });
  const shares = chooseShares({
    bill: state.bill,
    selectedShares: body.selectedShares ?? {},
    selectedItems: body.selectedItems ?? {},
  });
  if (chosen.length === 0 && charges.length === 0 && shares.length === 0) {
    throw refuse(400, 'SPLIT_SELECTION_EMPTY');
  }

  const price = priceSelection(
    withShares(state.input, shares),
    {
      lines: Object.fromEntries(chosen.map(({ item, quantity }) => [item.id, quantity])),
      charges: charges.map((charge) => charge.id),
      shares: Object.fromEntries(shares.map((share) => [share.lineId, [share.index]])),
    },
    body.tipPercentage,
  );
  const [row] = await tx
    .insert(splitBillRequests)
    .values({
      orderId: state.order.id,
      businessId: state.order.businessId,
      userId,
      status: 'pending',
      paymentMethod,
      tipPercentage: body.tipPercentage,
      amount: price.amount,
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
  if (chosen.length > 0) {
    await tx.insert(splitBillRequestItems).values(
      chosen.map(({ item, quantity }) => ({
        requestId: row!.id,
        orderItemId: item.id,
        quantity,
      })),
    );
  }
  if (charges.length > 0) {
    await tx
      .insert(splitBillRequestCharges)
      .values(charges.map((charge) => ({ requestId: row!.id, orderServiceChargeId: charge.id })));
  }
  if (shares.length > 0) {
    await tx.insert(splitBillRequestShares).values(
      shares.map((share) => ({
        requestId: row!.id,
        orderItemId: share.lineId,
        shareCount: share.shareCount,
        shareIndex: share.index,
      })),
    );
  }
  return {
    order: state.order,
    response: serializeSplitRequest({ row: row!, chosen, charges, shares, price }),
  };
}
