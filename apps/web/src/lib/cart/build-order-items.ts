import { buildItemNotes } from '@masa/core/orders/build-item-notes';
import type { OrderItemInput } from './order-types.ts';
import type { CartItem } from './cart-item.ts';
import type { FreePick } from './free-picks.ts';

/**
 * The items of the order-create and add-items payloads (001 §3). Notes carry the extras as
 * 'Ekstra:' lines and the diner's note (the orders screen reads them back with
 * parseItemNotes); options and extras also go by name, and the server prices them. No price
 * is sent: the server ignores any.
 */
export function buildOrderItems(
  items: readonly CartItem[],
  picks: readonly FreePick[] = [],
): OrderItemInput[] {
  const lines: OrderItemInput[] = items.map((item) => {
    const notes = buildItemNotes({
      extras: item.selectedAdditions.map((a) => a.name),
      specialNotes: item.notes.split(/\r?\n/),
    });
    return {
      productId: item.productId,
      quantity: item.quantity,
      ...(notes ? { notes } : {}),
      selectedOptions: item.selectedOptions,
      selectedAdditions: item.selectedAdditions.map((a) => a.name),
    };
  });
  const free: OrderItemInput[] = picks.map((pick) => ({
    productId: pick.productId,
    quantity: pick.quantity,
    freeQuantity: pick.quantity,
    isFreeProduct: true,
    isIncludedInServiceCharge: true,
  }));
  return [...lines, ...free];
}
