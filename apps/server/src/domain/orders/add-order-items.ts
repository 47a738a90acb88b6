import { unionOf } from '@masa/core/allergens/allergen-list';
import { EDIT_WINDOW_WITH_PENDING_ITEMS_MS } from '@masa/core/orders/edit-window';
import { isOrderOpen } from '@masa/core/orders/order-status';
import { and, asc, eq, ne } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { refuseWhileBusinessPaused } from '../back-office/ordering-paused.ts';
import { refuseWhileBusinessClosed } from '../businesses/refuse-while-closed.ts';
import { printDinerChange } from '../printing/print-diner-change.ts';
import { addPricedLines } from './add-priced-lines.ts';
import { loadOrderResponse } from './load-order-response.ts';
import type { AddOrderItemsBody } from './order-request.ts';
import type { OrderResponse } from './order-response.ts';
import { repriceOrder } from './reprice-order.ts';

/**
 * Adds cart lines to the diner's own active order (001 §4 "If an active order exists, cart
 * items are added to it"), with the checks and pricing of a new order. The order row is locked,
 * so two phones adding at once both land and the totals count both. The lines are added as an
 * order edit adds them (addPricedLines) and the order is repriced (repriceOrder): service
 * charges are not added again; their amounts follow the new subtotal.
 */
export async function addOrderItems({
  tx,
  orderId,
  userId,
  body,
  now,
  editWindowScale,
}: {
  tx: Tx;
  orderId: string;
  userId: string;
  body: AddOrderItemsBody;
  now: Date;
  editWindowScale: number;
}): Promise<OrderResponse> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw refuse(404, 'ORDER_NOT_FOUND.orderNotFound');
  // Another diner's order is answered like an unknown id (docs/decisions/005-order-visibility.md).
  if (order.userId !== userId) throw refuse(404, 'ORDER_NOT_FOUND.orderNotFound');
  if (body.businessId && body.businessId !== order.businessId) {
    throw refuse(400, 'ORDER_NOT_IN_BUSINESS');
  }
  if (!isOrderOpen(order)) throw refuse(409, 'ORDER_CLOSED.orderRequest.orderClosed');
  await refuseWhileBusinessPaused({ db: tx, businessId: order.businessId });
  await refuseWhileBusinessClosed({ db: tx, businessId: order.businessId, now });

  const existing = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.status, 'cancelled')))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  await addPricedLines({
    tx,
    orderId,
    businessId: order.businessId,
    personCount: order.personCount,
    kept: existing.map((item) => ({ item, input: item })),
    added: body.items,
    now,
  });
  await repriceOrder({ tx, order, now });
  // The lines added now are ordered with what the diner avoids now (ADR 045): the note keeps
  // what it said and gains what is new; it never loses an allergen.
  const note = unionOf([order.avoidedAllergens, body.avoidedAllergens]);
  if (note.length > order.avoidedAllergens.length) {
    await tx.update(orders).set({ avoidedAllergens: note }).where(eq(orders.id, orderId));
  }
  // The stations have the order on paper: the added lines print as "EK SİPARİŞ" (ADR 083).
  await printDinerChange({ tx, orderId, before: existing, now });
  // New pending items renew the edit window of an unconfirmed order (001 §4).
  const renewed = new Date(now.getTime() + EDIT_WINDOW_WITH_PENDING_ITEMS_MS * editWindowScale);
  if (!order.confirmedAt && !(order.editableUntil && order.editableUntil > renewed)) {
    await tx.update(orders).set({ editableUntil: renewed }).where(eq(orders.id, orderId));
  }
  const response = await loadOrderResponse({ db: tx, orderId, now });
  if (!response) throw refuse(404, 'ORDER_NOT_FOUND.orderNotFound');
  return response;
}
