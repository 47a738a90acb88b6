import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { requireOrderAuth } from '../../../lib/orders/require-order-auth.ts';

/** One line of the edited order: an existing item keeps its id; a new line names its product. */
export type EditedLine = {
  id?: string;
  productId: string;
  quantity: number;
  notes?: string;
  /** A line added on the edit screen: the choices the diner made (option → choices, extras). */
  selectedOptions?: Record<string, string[]>;
  selectedAdditions?: string[];
};

/**
 * PUT /orders/{orderId}/update-items (001 §7, 8 s): the order's full new item list. A save
 * renews the edit window; the answer's message is 'Düzenleme süreniz yenilendi.'.
 */
export function updateOrderItems(
  orderId: string,
  body: { items: EditedLine[]; businessId: string },
) {
  requireOrderAuth();
  return api.send<Order>(`/orders/${encodeURIComponent(orderId)}/update-items`, {
    method: 'PUT',
    body,
    timeout: TIMEOUTS.orderAction,
  });
}
