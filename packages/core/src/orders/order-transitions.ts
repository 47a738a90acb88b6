import type { OrderStatus } from './order-status.ts';

/**
 * The order statuses staff may set, from each status (001 §4 names the statuses but not the
 * moves). The kitchen path is pending → received → preparing (or processing) → ready →
 * on_the_way or delivered; any open order may be cancelled. 'paid' is never set by hand: the
 * last payment sets it (the server's record-payment.ts). 'completed' counts as paid in 001 §4, so it is only
 * reachable once the order is paid (checked by the server).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['received', 'cancelled'],
  received: ['preparing', 'processing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  processing: ['ready', 'cancelled'],
  ready: ['on_the_way', 'delivered', 'cancelled'],
  on_the_way: ['delivered', 'cancelled'],
  delivered: ['completed', 'cancelled'],
  bill_requested: ['completed', 'cancelled'],
  paid: ['completed'],
  completed: [],
  cancelled: [],
  refunded: [],
};
