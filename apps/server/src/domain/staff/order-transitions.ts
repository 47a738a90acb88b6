import type { OrderItemStatus, OrderStatus } from '../../db/schema/enums.ts';

export { ORDER_TRANSITIONS } from '@masa/core/orders/order-transitions';

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
