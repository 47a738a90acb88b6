// The order's lifecycle in one place (001 §4, ADR 101): the order statuses and their Turkish
// labels, the paid / cancelled / active / history predicates, the moves staff may make, the
// statuses the kitchen works on and the next step of its one big button, and the line statuses
// an order's status brings its lines to. Predicates take any order-shaped object, so the
// server's rows, the API responses and socket payloads all go through the same rules.

export const ORDER_STATUSES = [
  'pending',
  'received',
  'preparing',
  'processing',
  'ready',
  'on_the_way',
  'delivered',
  'completed',
  'cancelled',
  'paid',
  'refunded',
  'bill_requested',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Bekliyor',
  received: 'Alındı',
  preparing: 'Hazırlanıyor',
  processing: 'İşleniyor',
  ready: 'Hazır',
  on_the_way: 'Yolda',
  delivered: 'Teslim Edildi',
  completed: 'Tamamlandı',
  cancelled: 'İptal Edildi',
  paid: 'Ödendi',
  // The documents name these two statuses without labels.
  refunded: 'İade Edildi',
  bill_requested: 'Hesap İstendi',
};

export type OrderStateLike = {
  status?: string | null;
  paymentStatus?: string | null;
  isPaid?: boolean | null;
  payment?: { isPaid?: boolean | null } | null;
  isCancelled?: boolean | null;
  createdAt?: string | Date | null;
  /** Closed unpaid as a walk-out ("Ödenmedi", ADR 076). */
  walkedOutAt?: string | Date | null;
  /** Its left amount went on a customer's open account (veresiye, ADR 076). */
  openAccountId?: string | null;
};

const PAID_PAYMENT_STATUSES = new Set(['paid', 'completed', 'approved']);
const PAID_STATUSES = new Set(['paid', 'completed']);
const CANCELLED_STATUSES = new Set(['cancelled', 'refunded']);
// NOTE: 001 §4 lists pending, processing, preparing, ready, delivered and bill_requested.
// received and on_the_way are added: an order the kitchen has received or that is on its way
// is neither paid nor cancelled, and would otherwise vanish from both lists.
const ACTIVE_STATUSES = new Set([
  'pending',
  'received',
  'processing',
  'preparing',
  'ready',
  'on_the_way',
  'delivered',
  'bill_requested',
]);
/** Statuses of an order whose lines are not all served yet: the kitchen or the waiter owes it. */
export const UNSERVED_STATUSES: readonly OrderStatus[] = [
  'pending',
  'received',
  'preparing',
  'processing',
  'ready',
  'on_the_way',
];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The Turkish label of a status; a missing status is pending, an unknown one shown as is. */
export function getOrderStatusLabel(status: string | null | undefined): string {
  const value = status || 'pending';
  return isOrderStatus(value) ? ORDER_STATUS_LABELS[value] : value;
}

export function isOrderPaid(order: OrderStateLike): boolean {
  return (
    order.isPaid === true ||
    order.payment?.isPaid === true ||
    PAID_PAYMENT_STATUSES.has(order.paymentStatus ?? '') ||
    PAID_STATUSES.has(order.status ?? '')
  );
}

/**
 * Nothing is owed at the table any more: paid, walked out, or moved to an open account (ADR 076:
 * neither of the last two is a cancellation; an open account is settled later, off the table).
 */
export function isOrderSettled(order: OrderStateLike): boolean {
  return isOrderPaid(order) || !!order.walkedOutAt || !!order.openAccountId;
}

export function isOrderCancelled(order: OrderStateLike): boolean {
  return order.isCancelled === true || CANCELLED_STATUSES.has(order.status ?? '');
}

/** Not cancelled and not served yet (missing status counts as pending), paid or not. */
export function isOrderUnserved(order: OrderStateLike): boolean {
  return (
    !isOrderCancelled(order) &&
    (UNSERVED_STATUSES as readonly string[]).includes(order.status || 'pending')
  );
}

/**
 * Not cancelled or refunded, in an active status (missing counts as pending), and either not
 * paid or not served yet: payment and preparation are separate lives, so an order paid before
 * it is made stays active until it is served (docs/decisions/054-paid-before-served.md).
 */
export function isOrderActive(order: OrderStateLike): boolean {
  return (
    !isOrderCancelled(order) &&
    ACTIVE_STATUSES.has(order.status || 'pending') &&
    (!isOrderSettled(order) || isOrderUnserved(order))
  );
}

/** Active and not settled: the order may still take items, edits and payments. */
export function isOrderOpen(order: OrderStateLike): boolean {
  return isOrderActive(order) && !isOrderSettled(order);
}

/** History: cancelled (status cancelled or refunded, or isCancelled), or paid and served. */
export function isOrderHistory(order: OrderStateLike): boolean {
  return isOrderCancelled(order) || (isOrderSettled(order) && !isOrderUnserved(order));
}

const createdTime = (order: OrderStateLike): number => {
  const time = order.createdAt ? new Date(order.createdAt).getTime() : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** A new list, newest first; orders without a readable createdAt go last, in their order. */
export function sortOrdersNewestFirst<T extends OrderStateLike>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => {
    const difference = createdTime(b) - createdTime(a);
    return Number.isNaN(difference) ? 0 : difference;
  });
}

/**
 * The order statuses staff may set, from each status (001 §4 names the statuses but not the
 * moves). The kitchen path is pending → received → preparing (or processing) → ready →
 * on_the_way or delivered; any open order may be cancelled. 'paid' is never set by hand: the
 * last payment sets it (the server's record-payment.ts). 'completed' counts as paid in 001 §4,
 * so it is only reachable once the order is paid (checked by the server).
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

/** What the kitchen still works on: accepted or not, not ready yet. */
export const KITCHEN_STATUSES: readonly OrderStatus[] = [
  'pending',
  'received',
  'preparing',
  'processing',
];

export function isKitchenWork(order: OrderStateLike): boolean {
  return (KITCHEN_STATUSES as readonly string[]).includes(order.status || 'pending');
}

/**
 * The next step along the kitchen path, the one big button of a board or kitchen card: always
 * one of ORDER_TRANSITIONS' moves; undefined once the order is served or off the path.
 */
export const NEXT_STATUS: Partial<Record<string, OrderStatus>> = {
  pending: 'received',
  received: 'preparing',
  preparing: 'ready',
  processing: 'ready',
  ready: 'delivered',
  on_the_way: 'delivered',
};

/** A line's statuses: the kitchen's part of the order statuses, in kitchen order. */
export const ORDER_ITEM_STATUSES = [
  'pending',
  'received',
  'preparing',
  'ready',
  'delivered',
  'cancelled',
] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/** A line only moves forward along this rank, or is cancelled. */
export const ITEM_STATUS_RANK: Record<OrderItemStatus, number> = {
  pending: 0,
  received: 1,
  preparing: 2,
  ready: 3,
  delivered: 4,
  cancelled: 5,
};

/** A line the kitchen has nothing left to do for. */
export function isLineDone(status: string): boolean {
  return status === 'ready' || status === 'delivered' || status === 'cancelled';
}

/**
 * The line status an order status brings its lines to (the kitchen moved the whole order);
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
