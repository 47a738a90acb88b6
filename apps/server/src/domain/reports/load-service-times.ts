import type { DayFigures } from '@masa/core/reports/day-figures';
import { and, count, eq, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { BusinessPeriod } from './business-period.ts';

/**
 * Microseconds from an order's creation to a moment, added up: whole numbers, so days add up
 * exactly; PostgreSQL's sum skips the nulls. bigint: a year of them passes 2^31.
 */
const microseconds = (moment: AnyColumn) =>
  sql<number>`coalesce(sum((extract(epoch from (${moment} - ${orders.createdAt})) * 1000000)::bigint), 0)`;

/**
 * The sales report's service times (issue 17 §6, docs/decisions/037-order-status-times.md):
 * over the orders placed in the range that were not cancelled and were placed to be made at
 * once, the time from placing to the first 'ready' and to the first 'delivered'
 * (orders.readyAt / deliveredAt, stamped by changeOrderStatus), and how many orders each is
 * over; core addUpDays averages them. An order whose moment is unknown (it never got there, or
 * got there before the moments were kept) is not counted, so the averages are never guessed.
 */
export async function loadServiceTimes({
  db,
  businessId,
  start,
  end,
}: BusinessPeriod): Promise<DayFigures['serviceTimes']> {
  const [row] = await db
    .select({
      ready: count(orders.readyAt),
      toReady: microseconds(orders.readyAt),
      delivered: count(orders.deliveredAt),
      toDelivered: microseconds(orders.deliveredAt),
    })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.isCancelled, false),
        // A scheduled order waits for its time by design: its wait is not the kitchen's.
        eq(orders.orderType, 'immediate'),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
      ),
    );
  return {
    toReady: { orders: row?.ready ?? 0, microseconds: Number(row?.toReady ?? 0) },
    toDelivered: { orders: row?.delivered ?? 0, microseconds: Number(row?.toDelivered ?? 0) },
  };
}
