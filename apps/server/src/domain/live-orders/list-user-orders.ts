import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { OrderStatus, PaymentStatus } from '../../db/schema/enums.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { loadOrderResponses } from '../orders/load-order-responses.ts';

export type UserOrderFilters = {
  status?: OrderStatus[] | undefined;
  paymentStatus?: PaymentStatus[] | undefined;
  isPaid?: boolean | undefined;
  businessId?: string | undefined;
  limit: number;
};

/** GET /orders/user: the customer's own orders, newest first, with the filters of 001 §7. */
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
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filters.limit);
  return loadOrderResponses({ db, orderIds: rows.map((row) => row.id), now });
}
