import type { OrderStatus } from './order-status.ts';

/**
 * The order statuses' labels in English (ORDER_STATUS_LABELS has the Turkish), for the staff
 * app's table panel in English; the diner app has its own (`statuses` catalog).
 */
export const ORDER_STATUS_LABELS_EN: Record<OrderStatus, string> = {
  pending: 'Pending',
  received: 'Received',
  preparing: 'Preparing',
  processing: 'Processing',
  ready: 'Ready',
  on_the_way: 'On the Way',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  paid: 'Paid',
  refunded: 'Refunded',
  bill_requested: 'Bill Requested',
};
