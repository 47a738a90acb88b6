import { isKitchenWork, isLineDone } from '@masa/core/orders/order-status';
import type { OrderItemResponse, OrderResponse } from '@masa/core/orders/order-response.schemas';
import { isHeld, workSince } from '../../lib/orders/held-courses.ts';

export type KitchenCard = { order: OrderResponse; lines: OrderItemResponse[]; held: boolean };

/**
 * The kitchen display's cards for one station: orders the kitchen still works on, oldest
 * first (a fired course from its firing), each with only the lines made at that station; an
 * order with nothing left there is not shown. `station` null: every line. Held courses come
 * last, marked `held`: they are not work yet (issue 31 §4).
 */
export function kitchenCards(
  orders: OrderResponse[],
  station: string | null,
  productStations: Record<string, string>,
  defaultStation: string,
): KitchenCard[] {
  return [...orders]
    .filter(isKitchenWork)
    .sort(
      (a, b) => Number(isHeld(a)) - Number(isHeld(b)) || workSince(a).localeCompare(workSince(b)),
    )
    .map((order) => ({
      order,
      held: isHeld(order),
      lines: order.items.filter(
        (item) =>
          !isLineDone(item.status) &&
          (station === null ||
            (item.productId ? productStations[item.productId] : undefined) === station ||
            (!(item.productId && productStations[item.productId]) && station === defaultStation)),
      ),
    }))
    .filter((card) => card.lines.length > 0);
}
