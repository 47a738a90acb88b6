import { texts } from '../../../i18n/texts.ts';
import {
  isOrderCancelled,
  isOrderPaid,
  sortOrdersNewestFirst,
} from '@masa/core/orders/order-status';
import type { Order } from '../../../lib/orders/order-types.ts';
import type { FeedbackTarget, Review } from '../api/review-types.ts';

const t = texts('feedback');

/** 001 §9: recent finished orders offered for feedback. */
export const FEEDBACK_RECENT_ORDERS = 5;

// bill_requested: a served order whose bill was asked for (ADR 039).
const FINISHED = new Set(['delivered', 'bill_requested', 'completed']);

/**
 * The latest 5 finished orders (001 §4 Feedback): paid, delivered or completed, not cancelled.
 * NOTE: the documents also list 'ready'; the server only accepts ratings for paid or delivered
 * orders (issue 7), so a ready order is not offered: the diner could not send the rating.
 */
export function recentFinishedOrders(orders: readonly Order[]): Order[] {
  return sortOrdersNewestFirst(orders)
    .filter(
      (order) => (isOrderPaid(order) || FINISHED.has(order.status)) && !isOrderCancelled(order),
    )
    .slice(0, FEEDBACK_RECENT_ORDERS);
}

/** The business of the order, then each product ordered (once, cancelled lines left out). */
export function targetsOf(order: Order): FeedbackTarget[] {
  const targets: FeedbackTarget[] = [
    {
      type: 'business',
      id: order.businessId,
      name: order.business?.name ?? '',
      businessId: order.businessId,
    },
  ];
  const seen = new Set<string>();
  for (const item of order.items) {
    if (!item.productId || item.isServiceCharge || item.status === 'cancelled') continue;
    if (seen.has(item.productId)) continue;
    seen.add(item.productId);
    targets.push({
      type: 'product',
      id: item.productId,
      name: item.name || item.product?.name || t('feedback.unknownProduct'),
      businessId: order.businessId,
    });
  }
  return targets;
}

export const targetKey = (target: Pick<FeedbackTarget, 'type' | 'id'>): string =>
  `${target.type}:${target.id}`;

/** Rated targets per order: the server's reviews and this device's done-markers together. */
export function doneTargets(
  reviews: readonly Review[],
  marks: Readonly<Record<string, readonly string[]>>,
): Map<string, Set<string>> {
  const done = new Map<string, Set<string>>();
  const add = (orderId: string, key: string) => {
    const set = done.get(orderId) ?? new Set<string>();
    set.add(key);
    done.set(orderId, set);
  };
  for (const review of reviews) {
    const key = review.productId
      ? targetKey({ type: 'product', id: review.productId })
      : targetKey({ type: 'business', id: review.businessId });
    add(review.orderId, key);
  }
  for (const [orderId, keys] of Object.entries(marks)) keys.forEach((key) => add(orderId, key));
  return done;
}

/** The recent finished orders with a target still to rate. */
export function ordersOwingFeedback(
  orders: readonly Order[],
  done: ReadonlyMap<string, ReadonlySet<string>>,
): Order[] {
  return recentFinishedOrders(orders).filter((order) =>
    targetsOf(order).some((target) => !done.get(order.id)?.has(targetKey(target))),
  );
}
