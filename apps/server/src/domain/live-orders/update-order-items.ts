import { computeEditableUntil } from '@masa/core/orders/edit-window';
import { PRODUCT_NOTE_MAX_LENGTH } from '@masa/core/orders/order-limits';
import { parseItemNotes } from '@masa/core/orders/parse-item-notes';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import type { OrderItemRow } from '../orders/to-order-response.ts';
import { addPricedLines } from '../orders/add-priced-lines.ts';
import { loadClaimedItemIds } from '../orders/load-claimed-item-ids.ts';
import { assertOrderEditable } from './assert-order-editable.ts';
import type { UpdateOrderItemsBody } from './edit-order-body.ts';
import { matchEditedItems } from './match-edited-items.ts';
import { repriceOrder } from '../orders/reprice-order.ts';
import { printDinerChange } from '../printing/print-diner-change.ts';
import { settleOrderIfPaid } from './settle-order-if-paid.ts';
import { resolveCustomerOrder } from './resolve-customer-order.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';

/** Notes as order creation keeps them: trimmed, special notes at most 200 characters. */
function checkNotes(notes: string | null | undefined, current: string | null): string | null {
  if (notes === undefined) return current;
  const trimmed = notes?.trim() ?? '';
  if (parseItemNotes(trimmed).specialNotes.join('\n').length > PRODUCT_NOTE_MAX_LENGTH) {
    throw refuse(400, 'NOTE_TOO_LONG');
  }
  return trimmed === '' ? null : trimmed;
}

/**
 * A line the kitchen has started cannot change or go; nor can one with a unit paid or asked for
 * in a split request (pending or approved): its payments price its units (ADR 027), and a
 * change would alter what was already taken.
 */
function assertChangeable(item: OrderItemRow, claimed: ReadonlySet<string>) {
  if (item.status !== 'pending') throw refuse(409, 'ITEM_STARTED', { name: item.name });
  if (item.paidQuantity > 0 || claimed.has(item.id)) {
    throw refuse(409, 'ITEM_PAID', { name: item.name });
  }
}

/**
 * PUT /orders/{orderId}/update-items (001 §4, §5 "Edit order"): replaces the order's lines by
 * the full new list while the edit window is open. Kept lines keep their prices; new lines are
 * priced like a cart (priceCartItems, allocateFreeItems); totals are recomputed (repriceOrder).
 * A successful save renews the window: 1 minute while lines are pending, otherwise 5 (both
 * × editWindowScale). The order row is locked for the whole edit.
 */
export async function updateOrderItems({
  db,
  id,
  userId,
  body,
  now,
  editWindowScale,
}: {
  db: Db;
  id: string;
  userId: string;
  body: UpdateOrderItemsBody;
  now: Date;
  editWindowScale: number;
}): Promise<OrderResponse> {
  return db.transaction(async (tx) => {
    const order = await resolveCustomerOrder({
      db: tx,
      id,
      userId,
      businessId: body.businessId,
      lock: true,
    });
    assertOrderEditable(order, now);
    const existing = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), ne(orderItems.status, 'cancelled')))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    const { kept, added, removed } = matchEditedItems(existing, body.items);
    const claimed = await loadClaimedItemIds({ tx, orderId: order.id });

    for (const { item, input } of kept) {
      const notes = checkNotes(input.notes, item.notes);
      if (input.quantity === item.quantity && notes === item.notes) continue;
      assertChangeable(item, claimed);
      await tx
        .update(orderItems)
        .set({
          quantity: input.quantity,
          freeQuantity: Math.min(item.freeQuantity, input.quantity),
          isFreeProduct: item.isFreeProduct && Math.min(item.freeQuantity, input.quantity) > 0,
          notes,
          updatedAt: now,
        })
        .where(eq(orderItems.id, item.id));
    }
    for (const item of removed) assertChangeable(item, claimed);
    if (removed.length > 0) {
      await tx.delete(orderItems).where(
        inArray(
          orderItems.id,
          removed.map((item) => item.id),
        ),
      );
    }
    if (added.length > 0)
      await addPricedLines({
        tx,
        orderId: order.id,
        businessId: order.businessId,
        personCount: order.personCount,
        kept,
        added,
        now,
      });

    await repriceOrder({ tx, order, now });
    // The stations have the order on paper: what the edit added prints as "EK SİPARİŞ", what it
    // took out as "İPTAL" (ADR 083).
    await printDinerChange({ tx, orderId: order.id, before: existing, now });
    // Removing the last unpaid line may leave nothing to pay.
    await settleOrderIfPaid({ tx, orderId: order.id, now });
    const pending = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.status, 'pending')))
      .limit(1);
    const renewed = computeEditableUntil({ now, hasPendingItems: pending.length > 0 });
    const window = (renewed.getTime() - now.getTime()) * editWindowScale;
    await tx
      .update(orders)
      .set({ editableUntil: new Date(now.getTime() + window), updatedAt: now })
      .where(eq(orders.id, order.id));
    const response = await loadOrderResponse({ db: tx, orderId: order.id, now });
    if (!response) throw refuse(404, 'ORDER_NOT_FOUND.orderNotFound');
    await emitOrderChange(tx, response, { kind: 'updated', change: 'items' });
    return response;
  });
}
