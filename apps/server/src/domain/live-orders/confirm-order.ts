import { isOrderOpen } from '@masa/core/orders/order-status';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { resolveCustomerOrder } from './resolve-customer-order.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';

/**
 * PUT /orders/{orderId}/confirm (001 §4 "Confirming informs the business"): ends the edit
 * window (confirmedAt now, editableUntil null). Confirming twice changes nothing and answers
 * the order with `alreadyConfirmed`; a paid or cancelled order cannot be confirmed (409). The
 * business hears of a confirmation after the commit (ADR 096).
 */
export async function confirmOrder({
  db,
  id,
  userId,
  now,
}: {
  db: Db;
  id: string;
  userId: string;
  now: Date;
}): Promise<{ order: OrderResponse; changed: boolean }> {
  return db.transaction(async (tx) => {
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
    if (changed) await emitOrderChange(tx, order, { kind: 'updated', change: 'confirmed' });
    return { order, changed };
  });
}
