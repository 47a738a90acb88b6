import { eq } from 'drizzle-orm';
import { unionOf } from '@masa/core/allergens/allergen-list';
import { z } from 'zod';
import {
  orders,
  tableCartLines,
  tableSessionDiners,
  tableSessions,
} from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { productIdSchema } from '../../lib/id-schemas.ts';
import { createOrder } from '../orders/create-order.ts';
import { createOrderBody, type CreateOrderBody } from '../orders/order-request.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { loadCartLines } from './load-shared-cart.ts';
import { bumpCart, lockSittingOfKey } from './lock-sitting.ts';

/** POST /tables/sessions/current/cart/order: the checkout's fields; the lines are the cart's. */
export const orderSharedCartBody = createOrderBody
  .omit({ businessId: true, tableId: true, items: true })
  .extend({
    cartVersion: z
      .number()
      .int()
      .min(0)
      .describe('The cart version the diner confirmed; another one answers 409 CART_CHANGED.'),
    freeItems: z
      .array(z.object({ productId: productIdSchema, quantity: z.number().int().min(1).max(99) }))
      .max(20)
      .nullish()
      .describe("The kuver's free items the diner picked (001 §2 free-item picker)."),
  });
export type OrderSharedCartBody = z.infer<typeof orderSharedCartBody>;

/**
 * Places the order of a sitting's shared cart (ADR 043), by any of its diners, in the caller's
 * transaction: the sitting's row is locked first, so two diners confirming at once place one
 * order; the second finds the cart emptied (409 CART_EMPTY) or changed since they looked (409
 * CART_CHANGED, also when a friend added a line meanwhile). The order is written by the same
 * path as POST /orders (createOrder: priced, checked, in the sitting, the caller's order), each
 * line remembering the diner who added it, the allergy notes of everyone whose lines it holds
 * (ADR 045: the placer's as the order's own, the others' for the staff only); then the cart
 * is emptied. The order's `order:created` (createOrder) and the cart's `cart:updated`
 * (bumpCart) are written in this transaction (ADR 096). Its Idempotency-Key is
 * the route's (withIdempotency): a retry of one tap answers the same order.
 */
export async function orderSharedCart({
  tx,
  key,
  userId,
  customerType,
  body,
  now,
  editWindowScale,
  pendingOrdersCap,
}: {
  tx: Tx;
  key: string | null;
  userId: string;
  customerType: 'guest' | 'customer';
  body: OrderSharedCartBody;
  now: Date;
  editWindowScale: number;
  pendingOrdersCap: number;
}): Promise<{ order: OrderResponse }> {
  const { session, diner } = await lockSittingOfKey({ tx, key, now });
  const rows = await loadCartLines(tx, session.id);
  if (rows.length === 0) throw refuse(409, 'CART_EMPTY');
  if (body.cartVersion !== session.cartVersion) throw refuse(409, 'CART_CHANGED');
  const { cartVersion: _version, freeItems, ...checkout } = body;
  const free = (freeItems ?? []).map((item) => ({
    ...item,
    freeQuantity: item.quantity,
    isFreeProduct: true,
    isIncludedInServiceCharge: true,
  }));
  const notes = (own: boolean) =>
    rows
      .filter(({ line }) => (line.dinerId === diner.id) === own)
      .map(({ line }) => line.avoidedAllergens);
  const order: CreateOrderBody = {
    ...checkout,
    // The placer's own allergy note; the friends' is kept apart below (issue 28 §3).
    avoidedAllergens: unionOf([checkout.avoidedAllergens, ...notes(true)]),
    businessId: session.businessId,
    tableId: session.tableId,
    items: [
      ...rows.map(({ line }) => ({
        productId: line.productId,
        quantity: line.quantity,
        notes: line.notes,
        selectedOptions: line.selectedOptions,
        selectedAdditions: line.selectedAdditions,
      })),
      ...free,
    ],
  };
  const { placed } = await createOrder({
    db: tx,
    userId,
    customerType,
    body: order,
    idempotencyKey: undefined,
    tableToken: null,
    sessionKey: key,
    now,
    editWindowScale,
    pendingOrdersCap,
    dinerIds: [...rows.map(({ line }) => line.dinerId), ...free.map(() => diner.id)],
  });
  if (!placed) throw new Error('orderSharedCart: the order was not written');
  // Each line's diner's allergy note reaches the staff, whoever places the order (ADR 045),
  // but it is health data of that diner: the placer's answers never show it (issue 28 §3).
  const party = unionOf(notes(false));
  if (party.length > 0)
    await tx.update(orders).set({ partyAvoidedAllergens: party }).where(eq(orders.id, placed.id));
  await tx.delete(tableCartLines).where(eq(tableCartLines.tableSessionId, session.id));
  if (diner.userId === null)
    await tx.update(tableSessionDiners).set({ userId }).where(eq(tableSessionDiners.id, diner.id));
  if (session.orderId === null)
    await tx
      .update(tableSessions)
      .set({ orderId: placed.id })
      .where(eq(tableSessions.id, session.id));
  await bumpCart(tx, session, now);
  return { order: placed };
}
