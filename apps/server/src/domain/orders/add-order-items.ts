import { EDIT_WINDOW_WITH_PENDING_ITEMS_MS } from '@masa/core/orders/edit-window';
import { isOrderActive } from '@masa/core/orders/order-status';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  businesses,
  orderItems,
  orderServiceCharges,
  orders,
  serviceCharges,
} from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { allocateFreeItems } from './allocate-free-items.ts';
import { buildOrderItemRows } from './build-order-item-rows.ts';
import { computeOrderFigures } from './compute-order-figures.ts';
import { loadCartProducts } from './load-cart-products.ts';
import { loadOrderResponse } from './load-order-response.ts';
import { ORDER_REQUEST_MESSAGES as M } from './order-messages.ts';
import type { AddOrderItemsBody } from './order-request.ts';
import type { OrderResponse } from './order-response.ts';
import { priceCartItems } from './price-cart-items.ts';

/**
 * Adds cart lines to the diner's own active order (001 §4 "If an active order exists, cart
 * items are added to it"), with the checks and pricing of a new order. The order row is locked,
 * so two phones adding at once both land and the totals count both. Service charges are not
 * added again; their amounts are recomputed for the new subtotal.
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
  if (!order) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
  // Another diner's order is answered like an unknown id (docs/decisions/005-order-visibility.md).
  if (order.userId !== userId) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
  if (body.businessId && body.businessId !== order.businessId) {
    throw badRequest(M.orderOfOtherBusiness, 'ORDER_NOT_IN_BUSINESS');
  }
  if (!isOrderActive(order)) throw new AppError(409, 'ORDER_CLOSED', M.orderClosed);

  const [business] = await tx
    .select({ settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, order.businessId));
  const existing = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.status, 'cancelled')))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const chargeRows = await tx
    .select()
    .from(orderServiceCharges)
    .where(eq(orderServiceCharges.orderId, orderId))
    .orderBy(asc(orderServiceCharges.createdAt), asc(orderServiceCharges.id));
  const menu = await loadCartProducts({
    db: tx,
    productIds: body.items.map((item) => item.productId),
  });
  const lines = priceCartItems({ items: body.items, businessId: order.businessId, ...menu });

  const definitionIds = chargeRows.flatMap((row) =>
    row.serviceChargeId ? [row.serviceChargeId] : [],
  );
  const definitions =
    definitionIds.length === 0
      ? []
      : await tx.select().from(serviceCharges).where(inArray(serviceCharges.id, definitionIds));
  const alreadyUsed = new Map<string, number>();
  for (const item of existing) {
    if (item.serviceChargeId) {
      alreadyUsed.set(
        item.serviceChargeId,
        (alreadyUsed.get(item.serviceChargeId) ?? 0) + item.freeQuantity,
      );
    }
  }
  const freeChargeIds = allocateFreeItems({
    lines,
    charges: definitions,
    personCount: order.personCount,
    alreadyUsed,
  });

  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const figures = computeOrderFigures({
    lines: [
      ...existing.map((item) => ({
        unitPrice: item.unitPrice,
        unitDiscount: item.originalPrice - item.unitPrice,
        quantity: item.quantity,
        freeQuantity: item.freeQuantity,
        vatPercent: item.vatRate,
      })),
      ...lines.map((line) => ({ ...line, freeQuantity: line.requestedFreeQuantity })),
    ],
    // A definition deleted since keeps the amount the order was given.
    charges: chargeRows.map((row) => {
      const definition = row.serviceChargeId ? byId.get(row.serviceChargeId) : undefined;
      return definition ?? { calculation: 'per_order' as const, value: row.calculatedAmount };
    }),
    personCount: order.personCount,
    tipPercentage: order.tipPercentage,
    taxIncludedInPrice: business?.settings.tax.includedInPrice ?? true,
  });

  const newFigures = figures.lines.slice(existing.length);
  await tx
    .insert(orderItems)
    .values(buildOrderItemRows({ orderId, lines, figures: newFigures, freeChargeIds, now }));
  for (const [index, row] of chargeRows.entries()) {
    const amount = figures.totals.serviceCharges[index] ?? row.calculatedAmount;
    if (amount !== row.calculatedAmount) {
      await tx
        .update(orderServiceCharges)
        .set({ calculatedAmount: amount })
        .where(eq(orderServiceCharges.id, row.id));
    }
  }
  const renewed = new Date(now.getTime() + EDIT_WINDOW_WITH_PENDING_ITEMS_MS * editWindowScale);
  await tx
    .update(orders)
    .set({
      subtotal: figures.totals.subtotal,
      discountTotal: figures.discountTotal,
      vatAmount: figures.totals.vatTotal,
      serviceChargeTotal: figures.totals.serviceChargeTotal,
      tip: figures.totals.tip,
      total: figures.totals.total,
      // New pending items renew the edit window of an unconfirmed order (001 §4).
      editableUntil:
        order.confirmedAt || (order.editableUntil && order.editableUntil > renewed)
          ? order.editableUntil
          : renewed,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  const response = await loadOrderResponse({ db: tx, orderId, now });
  if (!response) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
  return response;
}
