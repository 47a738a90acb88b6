import type { SalesReport } from '@masa/core/reports/report.schemas';
import { and, count, eq, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/** Average minutes from an order's creation to a moment; PostgreSQL's avg skips the nulls. */
const averageMinutes = (moment: AnyColumn) =>
  sql<number | null>`avg(extract(epoch from (${moment} - ${orders.createdAt})))::float8 / 60`;

const oneDecimal = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/**
 * The sales report's service times (issue 17 §6, docs/decisions/037-order-status-times.md):
 * over the orders placed in the range that were not cancelled and were placed to be made at
 * once, the average minutes from placing to the first 'ready' and to the first 'delivered'
 * (orders.readyAt / deliveredAt, stamped by changeOrderStatus), and how many orders each
 * average is over. An order whose moment is unknown (it never got there, or got there before
 * the moments were kept) is not counted, so the averages are never guessed.
 */
export async function loadServiceTimes({
  db,
  businessId,
  start,
  end,
}: {
  db: DbOrTx;
  businessId: string;
  start: Date;
  end: Date;
}): Promise<SalesReport['serviceTimes']> {
  const [row] = await db
    .select({
      ready: count(orders.readyAt),
      toReady: averageMinutes(orders.readyAt),
      delivered: count(orders.deliveredAt),
      toDelivered: averageMinutes(orders.deliveredAt),
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
    toReady: { orders: row?.ready ?? 0, averageMinutes: oneDecimal(row?.toReady ?? null) },
    toDelivered: {
      orders: row?.delivered ?? 0,
      averageMinutes: oneDecimal(row?.toDelivered ?? null),
    },
  };
}
