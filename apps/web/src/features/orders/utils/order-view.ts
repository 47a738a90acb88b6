import { billNumberOf } from '@masa/core/orders/bill-label';
import {
  isOrderActive,
  isOrderCancelled,
  isOrderHistory,
  isOrderPaid,
  sortOrdersNewestFirst,
} from '@masa/core/orders/order-status';
import { HISTORY_HIGHLIGHT_ORDERS } from '@masa/core/orders/order-limits';
import { clockTime } from '@masa/core/time/clock-time';
import { texts } from '../../../i18n/texts.ts';
import type { Order, OrderItem } from '../../../lib/orders/order-types.ts';
import { dateLocale } from '../../../i18n/language.ts';

const t = texts('orders');

/** The order's number, or the first 6 characters of its id (001 §9). */
export const orderNumberText = (order: { id: string; orderNumber?: number | null }): string =>
  order.orderNumber ? String(order.orderNumber) : order.id.slice(0, 6);

/** /orders opened at one order (home's active-order rows link here): see useOpenedOrder. */
export const openOrderPath = (orderId: string): string =>
  `/orders?order=${encodeURIComponent(orderId)}`;

export const businessNameOf = (order: Order): string =>
  order.business?.name || t('orders.card.unknownBusiness');

/** The table, and its bill when the order is on a second one ("Bahçe 3 · Hesap 2", ADR 078). */
export const tableNameOf = (order: Order): string =>
  [
    order.table?.name || t('orders.card.unknownTable'),
    ...(order.billLabel ? [t('orders.card.bill', { n: billNumberOf(order.billLabel) })] : []),
  ].join(' · ');

export const itemNameOf = (item: OrderItem): string =>
  item.name || item.product?.name || t('orders.card.unknownProduct');

/** Date and time in the diner's language, e.g. '22 Kas 2025 14:05' or '22 Nov 2025, 14:05'. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(dateLocale, { dateStyle: 'medium', timeStyle: 'short' });
}

const KITCHEN_AT_WORK = new Set(['received', 'preparing', 'processing']);

/**
 * The order's expected time as its card says it (issue 20): once the staff accepted it and
 * while the kitchen works, the clock time its lines should be ready (the server's
 * expectedReadyAt); while it waits, how long its longest dish takes; else nothing.
 */
export function expectedTimeOf(
  order: Pick<Order, 'status' | 'expectedReadyAt' | 'preparationMinutes'>,
): { label: string; value: string } | null {
  if (KITCHEN_AT_WORK.has(order.status) && order.expectedReadyAt) {
    return { label: t('orders.card.expectedAt'), value: clockTime(order.expectedReadyAt) };
  }
  if (order.status === 'pending' && order.preparationMinutes) {
    return {
      label: t('orders.card.preparation'),
      value: t('orders.card.aboutMinutes', { minutes: order.preparationMinutes }),
    };
  }
  return null;
}

export type ItemPayment = { kind: 'paid' } | { kind: 'partial'; paid: number; quantity: number };

/** Paid when the item says so or every unit is paid; partly paid when some units are. */
export function itemPaymentOf(item: OrderItem): ItemPayment | null {
  if (item.isPaid || (item.quantity > 0 && item.paidQuantity >= item.quantity)) {
    return { kind: 'paid' };
  }
  if (item.paidQuantity > 0) {
    return { kind: 'partial', paid: item.paidQuantity, quantity: item.quantity };
  }
  return null;
}

/** The two lists of the orders screen, newest first (001 §4). */
export function splitOrders(orders: readonly Order[]): { active: Order[]; history: Order[] } {
  const sorted = sortOrdersNewestFirst(orders);
  return { active: sorted.filter(isOrderActive), history: sorted.filter(isOrderHistory) };
}

// bill_requested: a served order whose bill was asked for (ADR 039).
const FINISHED_STATUSES = new Set(['delivered', 'bill_requested', 'completed']);

/** Up to 2 recent paid, delivered or completed orders that are not cancelled (001 §2). */
export function historyHighlight(orders: readonly Order[]): Order[] {
  return sortOrdersNewestFirst(orders)
    .filter((o) => (isOrderPaid(o) || FINISHED_STATUSES.has(o.status)) && !isOrderCancelled(o))
    .slice(0, HISTORY_HIGHLIGHT_ORDERS);
}
