import type { OrderItemStatus, OrderStatus } from '../../db/schema/enums.ts';

/**
 * The order statuses staff may set, from each status (001 §4 names the statuses but not the
 * moves). The kitchen path is pending → received → preparing (or processing) → ready →
 * on_the_way or delivered; any open order may be cancelled. 'paid' is never set by hand: the
 * last payment sets it (record-payment.ts). 'completed' counts as paid in 001 §4, so it is only
 * reachable once the order is paid (checked in changeOrderStatus).
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

/** Item statuses in kitchen order; an item only moves forward, or is cancelled. */
export const ITEM_STATUS_RANK: Record<OrderItemStatus, number> = {
  pending: 0,
  received: 1,
  preparing: 2,
  ready: 3,
  delivered: 4,
  cancelled: 5,
};

/**
 * The item status an order status brings its lines to (the kitchen moved the whole order);
 * undefined when it says nothing about the lines.
 */
export function itemStatusForOrder(status: OrderStatus): OrderItemStatus | undefined {
  switch (status) {
    case 'received':
      return 'received';
    case 'preparing':
    case 'processing':
      return 'preparing';
    case 'ready':
    case 'on_the_way':
      return 'ready';
    case 'delivered':
      return 'delivered';
    default:
      return undefined;
  }
}
