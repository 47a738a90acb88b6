import { api } from '../api-client.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import type { OrderItemInput, PlacedOrder } from './order-types.ts';

/**
 * PUT /orders/{orderId}/items/add (001 §7, 8 s): adds the cart to the diner's active order,
 * idempotent per attempt like POST /orders.
 */
export function addOrderItems(
  orderId: string,
  body: { items: OrderItemInput[]; businessId: string },
  idempotencyKey: string,
) {
  return api.send<PlacedOrder>(`/orders/${encodeURIComponent(orderId)}/items/add`, {
    method: 'PUT',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeout: TIMEOUTS.orderAction,
  });
}
