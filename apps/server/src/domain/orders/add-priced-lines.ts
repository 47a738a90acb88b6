import { eq, inArray } from 'drizzle-orm';
import { orderItems, orderServiceCharges, serviceCharges } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { allocateFreeItems } from './allocate-free-items.ts';
import { buildOrderItemRows } from './build-order-item-rows.ts';
import { loadCartProducts } from './load-cart-products.ts';
import type { CartItemInput } from './order-request.ts';
import { priceCartItems } from './price-cart-items.ts';
import type { OrderItemRow } from './to-order-response.ts';

/**
 * New lines for an existing order (an edit, or the cart added to it), priced and checked like a
 * cart (priceCartItems), with the free units its service charges still allow once the kept
 * lines have taken theirs. Their figures are left at 0: the caller reprices the order next
 * (repriceOrder), in the same transaction.
 */
export async function addPricedLines({
  tx,
  orderId,
  businessId,
  personCount,
  kept,
  added,
  now,
}: {
  tx: Tx;
  orderId: string;
  businessId: string;
  personCount: number;
  kept: { item: OrderItemRow; input: { quantity: number } }[];
  added: CartItemInput[];
  now: Date;
}) {
  const menu = await loadCartProducts({ db: tx, productIds: added.map((item) => item.productId) });
  const lines = priceCartItems({ items: added, businessId, ...menu });
  const chargeIds = (
    await tx
      .select({ id: orderServiceCharges.serviceChargeId })
      .from(orderServiceCharges)
      .where(eq(orderServiceCharges.orderId, orderId))
  ).flatMap((row) => (row.id ? [row.id] : []));
  const definitions =
    chargeIds.length === 0
      ? []
      : await tx.select().from(serviceCharges).where(inArray(serviceCharges.id, chargeIds));
  const alreadyUsed = new Map<string, number>();
  for (const { item, input } of kept) {
    if (!item.serviceChargeId) continue;
    const free = Math.min(item.freeQuantity, input.quantity);
    alreadyUsed.set(item.serviceChargeId, (alreadyUsed.get(item.serviceChargeId) ?? 0) + free);
  }
  const freeChargeIds = allocateFreeItems({
    lines,
    charges: definitions,
    personCount,
    alreadyUsed,
  });
  await tx
    .insert(orderItems)
    .values(buildOrderItemRows({ orderId, lines, figures: [], freeChargeIds, now }));
}
