// Order statuses, their Turkish labels and the paid / cancelled / active / history
// predicates (001 §4). Predicates take any order-shaped object, so the server's rows, the
// API responses and socket payloads all go through the same rules.

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
