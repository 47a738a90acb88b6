import { type OrderStatus, isOrderCancelled, isOrderStatus } from './order-status.ts';

// The status a diner reads at the head of an order (issue 30). The order's own status is what
// the staff last set for the whole order; a line added later starts again at 'pending', so a
// 'delivered' order may hold a line the kitchen has not even seen. The head then tells the
// truth about its lines: the least advanced one, or 'partly_delivered' when some are served.

/** What an order's head may say: an order status, or that only some lines are served. */
export type ShownOrderStatus = OrderStatus | 'partly_delivered';

type LineLike = { status?: string | null };
type OrderLike = {
  status?: string | null;
  isCancelled?: boolean | null;
  items: readonly LineLike[];
};

/** How far the kitchen and the waiter have come, for order and line statuses alike. */
const PROGRESS: Partial<Record<string, number>> = {
  pending: 0,
  received: 1,
  preparing: 2,
  processing: 2,
  ready: 3,
  on_the_way: 3,
  delivered: 4,
};

/**
 * The order's own status unless its live lines (not cancelled) are behind it: then the least
 * advanced line's status, or 'partly_delivered' when some line is already served. A cancelled
 * order, and any status past serving (paid, completed, bill requested), stays as it is.
 */
export function shownOrderStatus(order: OrderLike): ShownOrderStatus {
  const own: OrderStatus = isOrderStatus(order.status) ? order.status : 'pending';
  const ownProgress = PROGRESS[own];
  if (isOrderCancelled(order) || ownProgress === undefined) return own;
  const lines = order.items
    .map((line) => line.status || 'pending')
    .filter((status) => status !== 'cancelled' && PROGRESS[status] !== undefined);
  if (lines.length === 0) return own;
  const least = lines.reduce((a, b) => ((PROGRESS[b] ?? 0) < (PROGRESS[a] ?? 0) ? b : a));
  const leastProgress = PROGRESS[least] ?? 0;
  if (leastProgress >= ownProgress) return own;
  if (lines.includes('delivered')) return 'partly_delivered';
  return isOrderStatus(least) ? least : own;
}
