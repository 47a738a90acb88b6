import { isOrderOpen } from '@masa/core/orders/order-status';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { resolveCustomerOrder } from './resolve-customer-order.ts';

/**
 * PUT /orders/{orderId}/confirm (001 §4 "Confirming informs the business"): ends the edit
 * window (confirmedAt now, editableUntil null). Confirming twice changes nothing and answers
 * the order with `alreadyConfirmed`; a paid or cancelled order cannot be confirmed (409).
 */
export async function confirmOrder({
  tx,
  id,
  userId,
  now,
}: {
  tx: Tx;
  id: string;
  userId: string;
  now: Date;
}): Promise<{ order: OrderResponse; changed: boolean }> {
  const row = await resolveCustomerOrder({ db: tx, id, userId, lock: true });
  const changed = !row.confirmedAt;
  if (changed) {
    if (!isOrderOpen(row)) throw refuse(409, 'ORDER_CLOSED.orderClosed');
    await tx
      .update(orders)
      .set({ confirmedAt: now, editableUntil: null, updatedAt: now })
      .where(eq(orders.id, row.id));
  }
  const order = await loadOrderResponse({ db: tx, orderId: row.id, now });
  if (!order) throw refuse(404, 'ORDER_NOT_FOUND.orderNotFound');
  return { order, changed };
}
