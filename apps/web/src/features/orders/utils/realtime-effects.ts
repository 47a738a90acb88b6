import type {
  OrderChangedEvent,
  OrderItemStatusChangedEvent,
  OrderPaymentChangedEvent,
  OrderStatusChangedEvent,
} from '@masa/core/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import { texts } from '../../../i18n/texts.ts';
import { isOwnOrderChange } from '../../../lib/own-order-changes.ts';
import { storage } from '../../../lib/storage.ts';
import { orderKeys } from '../../../lib/orders/order-keys.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { isOrderCached, updateCachedOrder } from './order-cache.ts';

const t = texts('orders');

/** After a payment event the lists reload after this long (001 §9). */
export const PAYMENT_RELOAD_DELAY_MS = 1_000;

export type RealtimeContext = {
  queryClient: QueryClient;
  /** The table the screen follows; null on screens of the diner's own orders. */
  tableId: string | null;
  notify: (message: string) => void;
  schedule: (run: () => void, ms: number) => void;
};

const PAID_PAYMENT_STATUSES = new Set(['paid', 'approved', 'completed']);

export function withStatus(order: Order, status: string): Order {
  return status === 'paid'
    ? { ...order, status, isPaid: true, paymentStatus: 'paid' }
    : { ...order, status };
}

export function withPayment(order: Order, event: OrderPaymentChangedEvent): Order {
  const paid = event.isPaid || PAID_PAYMENT_STATUSES.has(event.paymentStatus);
  return {
    ...order,
    status: event.status || order.status,
    paymentStatus: event.paymentStatus || order.paymentStatus,
    isPaid: order.isPaid || paid,
  };
}

export function withItemStatus(order: Order, itemId: string, status: string): Order {
  return { ...order, items: order.items.map((i) => (i.id === itemId ? { ...i, status } : i)) };
}

/** The stored table session ends with its paid order (001 §4). */
function endSessionIfActive(orderId: string): void {
  if (storage.getActiveOrderId() !== orderId) return;
  storage.setActiveOrderId(null);
  storage.setSessionCleared(true);
  storage.setPaymentCompleted(true);
}

const reloadOrders = (ctx: RealtimeContext) =>
  void ctx.queryClient.invalidateQueries({ queryKey: orderKeys.all });

function onPayment(ctx: RealtimeContext, event: OrderPaymentChangedEvent): void {
  updateCachedOrder(ctx.queryClient, event.orderId, (order) => withPayment(order, event));
  if (event.isPaid || PAID_PAYMENT_STATUSES.has(event.paymentStatus)) {
    endSessionIfActive(event.orderId);
  }
  ctx.schedule(() => reloadOrders(ctx), PAYMENT_RELOAD_DELAY_MS);
}

/**
 * order:updated and the like concern the screen when its table matches, or a known order. New
 * or changed items made elsewhere (the diner's other screen or device) say 'Sipariş güncellendi'.
 */
function onOrderChanged(ctx: RealtimeContext, event: OrderChangedEvent): void {
  const applies = ctx.tableId
    ? event.tableId === ctx.tableId
    : isOrderCached(ctx.queryClient, event.orderId);
  if (!applies) return;
  reloadOrders(ctx);
  const mine = isOrderCached(ctx.queryClient, event.orderId);
  if (event.change === 'items' && mine && !isOwnOrderChange(event.orderId)) {
    ctx.notify(t('orders.realtime.orderUpdated'));
  }
}

/** What each event does to the cached orders (001 §4 Realtime). */
export const realtimeEffects = {
  'order:status:changed': (ctx: RealtimeContext, event: OrderStatusChangedEvent) => {
    updateCachedOrder(ctx.queryClient, event.orderId, (order) => withStatus(order, event.status));
    if (event.status === 'paid') endSessionIfActive(event.orderId);
  },
  'order:payment:changed': onPayment,
  'payment:completed': onPayment,
  'order:item:status:changed': (ctx: RealtimeContext, event: OrderItemStatusChangedEvent) => {
    const found = updateCachedOrder(ctx.queryClient, event.orderId, (order) =>
      withItemStatus(order, event.itemId, event.status),
    );
    if (found) ctx.notify(t('orders.realtime.itemStatusChanged'));
  },
  'order:updated': onOrderChanged,
  'order:created': onOrderChanged,
  'order:deleted': onOrderChanged,
};
