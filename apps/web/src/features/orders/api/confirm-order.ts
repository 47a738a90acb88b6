import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { requireOrderAuth } from '../../../lib/orders/require-order-auth.ts';

/**
 * PUT /orders/{orderId}/confirm (001 §7, 8 s): ends the edit window and passes the order to
 * the business. The answer's message is 'Sipariş onaylandı ve işletmeye iletildi'.
 */
export function confirmOrder(orderId: string) {
  requireOrderAuth();
  return api.send<Order>(`/orders/${encodeURIComponent(orderId)}/confirm`, {
    method: 'PUT',
    body: {},
    timeout: TIMEOUTS.orderAction,
  });
}
