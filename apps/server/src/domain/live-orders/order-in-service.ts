import { UNSERVED_STATUSES } from '@masa/core/orders/order-status';
import { and, eq, inArray, isNull, not, or, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

/**
 * An order the service still owes something, in SQL (core isOrderActive): not cancelled, and
 * either not settled (paid, walked out or on an open account, ADR 076) or not served yet. Payment and preparation are separate lives: an order paid
 * before it is made stays on the board, the kitchen display and the floor until it is served
 * (docs/decisions/054-paid-before-served.md).
 */
export const orderInService: SQL = and(
  eq(orders.isCancelled, false),
  or(
    and(eq(orders.isPaid, false), isNull(orders.walkedOutAt), isNull(orders.openAccountId)),
    inArray(orders.status, [...UNSERVED_STATUSES]),
  ),
)!;

/** The other orders of the business: cancelled, or paid and served (history). */
export const orderOutOfService: SQL = not(orderInService);

/** Paid, not cancelled, and not served yet: the table still waits for its food. */
export const orderPaidUnserved: SQL = and(
  eq(orders.isCancelled, false),
  eq(orders.isPaid, true),
  inArray(orders.status, [...UNSERVED_STATUSES]),
)!;
