import { GUEST_NAME } from '@masa/core/orders/order-limits';
import type { OrderResponse } from '../orders/order-response.ts';

/**
 * What an anonymous diner at the table sees of an open order there (001 §6): everything the
 * table live-order panel shows (number, status, items and their statuses, totals, edit window,
 * waiter and bill flags, what is paid and left) but nobody's identity: no user id, name, e-mail
 * or phone, and nobody's payments: no methods, no tips (ADR 027).
 */
export function redactOrderForTable(order: OrderResponse): OrderResponse {
  return {
    ...order,
    userId: null,
    customer: { userId: null, name: GUEST_NAME, email: null, phone: null },
    tip: 0,
    bill: { ...order.bill, payments: [], tips: 0 },
  };
}
