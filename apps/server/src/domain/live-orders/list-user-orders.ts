import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import { orders } from '../../db/schema/index.ts';
import type { OrderStatus, PaymentStatus } from '../../db/schema/enums.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { loadOrderResponses } from '../orders/load-order-responses.ts';
import { loadPaidByDiner } from '../users/load-paid-by-diner.ts';

export type UserOrderFilters = {
  status?: OrderStatus[] | undefined;
  paymentStatus?: PaymentStatus[] | undefined;
  isPaid?: boolean | undefined;
  businessId?: string | undefined;
  limit: number;
  /** The page after this order: only orders older than it (createdAt, then id), 001 §7 + ours. */
  before?: { createdAt: Date; id: string } | undefined;
};

/** `before` as the client sends it: the last order's createdAt (ISO) and id, joined by `_`. */
export const USER_ORDERS_CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([0-9a-f]{24})$/;

/**
 * GET /orders/user: the customer's own orders, newest first, with the filters of 001 §7, a page
 * of `limit` at a time; the next page starts `before` the last order of this one. Each order
 * carries `paidByYou`, what this diner paid on it (ADR 058).
 */
export async function listUserOrders({
  db,
  userId,
  filters,
  now = new Date(),
}: {
  db: DbOrTx;
  userId: string;
  filters: UserOrderFilters;
  now?: Date;
}): Promise<OrderResponse[]> {
  const where: SQL[] = [eq(orders.userId, userId)];
  if (filters.status?.length) where.push(inArray(orders.status, filters.status));
  if (filters.paymentStatus?.length) {
    where.push(inArray(orders.paymentStatus, filters.paymentStatus));
  }
  if (filters.isPaid !== undefined) where.push(eq(orders.isPaid, filters.isPaid));
  if (filters.businessId) where.push(eq(orders.businessId, filters.businessId));
  if (filters.before) {
    where.push(
      sql`(${orders.createdAt}, ${orders.id}) < (${filters.before.createdAt.toISOString()}::timestamptz, ${filters.before.id})`,
    );
  }
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...where))
    .orderBy(newestFirst(orders.createdAt), desc(orders.id))
    .limit(filters.limit);
  const orderIds = rows.map((row) => row.id);
  const found = await loadOrderResponses({ db, orderIds, now });
  // Her own part beside the table's figures (ADR 058): the history says what she paid.
  const paid = await loadPaidByDiner({ db, userId, orderIds });
  return found.map((order) => ({
    ...order,
    paidByYou: paid.get(order.id) ?? { paid: 0, tips: 0 },
  }));
}
