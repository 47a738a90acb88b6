import type { SalesReport } from '@masa/core/reports/report.schemas';
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { BusinessPeriod } from './business-period.ts';
import { chargedAmount } from './charged-amount.ts';
import { readAll } from '../../lib/db-tx.ts';

/**
 * Orders cancelled in the range, lines cancelled in the range on orders that were not, and what
 * their charged units would have cost. A line keeps no cancellation time of its own: a
 * cancelled line is never changed again, so its updatedAt is the moment it was cancelled.
 */
export async function countCancellations({
  db,
  businessId,
  start,
  end,
}: BusinessPeriod): Promise<SalesReport['cancellations']> {
  const charged = chargedAmount(orderItems.unitPrice);
  const [cancelledOrders, cancelledLines] = await readAll(db, [
    () =>
      db
        .select({
          orders: sql<number>`count(distinct ${orders.id})::int`,
          amount: charged,
        })
        .from(orders)
        .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.businessId, businessId),
            eq(orders.isCancelled, true),
            gte(orders.cancelledAt, start),
            lt(orders.cancelledAt, end),
          ),
        ),
    () =>
      db
        .select({ lines: count(), amount: charged })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.businessId, businessId),
            eq(orders.isCancelled, false),
            eq(orderItems.status, 'cancelled'),
            // A staff void is counted apart (ADR 073).
            isNull(orderItems.voidedKind),
            gte(orderItems.updatedAt, start),
            lt(orderItems.updatedAt, end),
          ),
        ),
  ]);
  return {
    orders: cancelledOrders[0]?.orders ?? 0,
    lines: cancelledLines[0]?.lines ?? 0,
    amount: Number(cancelledOrders[0]?.amount ?? 0) + Number(cancelledLines[0]?.amount ?? 0),
  };
}
