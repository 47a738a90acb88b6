import { eachDay, reportInstants } from '@masa/core/reports/report-days';
import type { SalesReport } from '@masa/core/reports/report.schemas';
import { sumPayments, type ReportProduct } from '@masa/core/reports/sum-payments';
import { BUSINESS_TIME_ZONE } from '@masa/core/time/zoned-time';
import type { Bill } from '@masa/core/bill/bill';
import { and, avg, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { orderItems, orders, payments, reviews } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { loadReportBills } from './load-report-bills.ts';
import { listPeriodRefunds } from './list-period-refunds.ts';
import { loadLineCorrections } from './load-line-corrections.ts';
import { loadServiceTimes } from './load-service-times.ts';
import { loadUnpaidClosures } from './load-unpaid-closures.ts';

/** Orders whose bills are computed together: bounds the memory and the query parameters. */
const BILLS_PER_BATCH = 500;

/**
 * GET /staff/reports/summary (docs/decisions/030-sales-report.md): one business's sales for a
 * range of its days. Money comes from the payments recorded in the range as the one bill model
 * prices them (core sumPayments over computeBill), so it agrees with the bills to the kuruş;
 * orders, cancellations, service times (ADR 037) and ratings are counted from their own rows.
 */
export async function loadSalesReport({
  db,
  businessId,
  from,
  to,
}: {
  db: DbOrTx;
  businessId: string;
  from: string;
  to: string;
}): Promise<SalesReport> {
  const timeZone = BUSINESS_TIME_ZONE;
  const { start, end } = reportInstants(from, to, timeZone);
  const paid = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      taxIncludedInPrice: orders.taxIncludedInPrice,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.businessId, businessId),
        gte(payments.createdAt, start),
        lt(payments.createdAt, end),
      ),
    );
  const paymentIds = new Set(paid.map((row) => row.id));
  const refunded = await listPeriodRefunds({ db, businessId, start, end });
  const both = [...paid, ...refunded];
  const orderIds = [...new Set(both.map((row) => row.orderId))];
  const taxIncludedInPrice = new Map(both.map((row) => [row.orderId, row.taxIncludedInPrice]));
  const bills: Bill[] = [];
  const products = new Map<string, ReportProduct>();
  for (let i = 0; i < orderIds.length; i += BILLS_PER_BATCH) {
    const batch = await loadReportBills({
      db,
      orderIds: orderIds.slice(i, i + BILLS_PER_BATCH),
      taxIncludedInPrice,
    });
    bills.push(...batch.bills);
    for (const [lineId, product] of batch.products) products.set(lineId, product);
  }
  const { grossByHour, grossByDay, ...money } = sumPayments({
    bills,
    paymentIds,
    refundIds: new Set(refunded.map((row) => row.id)),
    products,
    timeZone,
  });

  const [placed, cancellations, closures, corrections, serviceTimes, ratings] = await Promise.all([
    countPlacedOrders({ db, businessId, start, end, timeZone }),
    countCancellations({ db, businessId, start, end }),
    loadUnpaidClosures({ db, businessId, start, end }),
    loadLineCorrections({ db, businessId, start, end }),
    loadServiceTimes({ db, businessId, start, end }),
    db
      .select({ count: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(
        and(
          eq(reviews.businessId, businessId),
          gte(reviews.createdAt, start),
          lt(reviews.createdAt, end),
        ),
      ),
  ]);
  const rating = ratings[0];
  return {
    from,
    to,
    timeZone,
    orders: placed.reduce((sum, row) => sum + row.orders, 0),
    ...money,
    byHour: grossByHour.map((gross, hour) => ({
      hour,
      orders: placed.filter((row) => row.hour === hour).reduce((sum, row) => sum + row.orders, 0),
      gross,
    })),
    byDay: eachDay(from, to).map((date) => ({
      date,
      orders: placed.filter((row) => row.date === date).reduce((sum, row) => sum + row.orders, 0),
      gross: grossByDay.get(date) ?? 0,
    })),
    cancellations,
    ...closures,
    corrections,
    serviceTimes,
    ratings: {
      count: rating?.count ?? 0,
      average: rating?.average == null ? null : Math.round(Number(rating.average) * 100) / 100,
    },
  };
}

/** Orders placed in the range and not cancelled, by business day and hour. */
async function countPlacedOrders({
  db,
  businessId,
  start,
  end,
  timeZone,
}: {
  db: DbOrTx;
  businessId: string;
  start: Date;
  end: Date;
  timeZone: string;
}) {
  // The zone is written into the statement (a constant IANA name, checked here), not bound as a
  // parameter: PostgreSQL would see each bound copy as another expression and refuse the GROUP BY.
  if (!/^[A-Za-z_]+\/[A-Za-z_]+$/.test(timeZone)) throw new Error(`bad time zone ${timeZone}`);
  const local = sql`(${orders.createdAt} at time zone ${sql.raw(`'${timeZone}'`)})`;
  const date = sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
  const hour = sql<number>`extract(hour from ${local})::int`;
  const rows = await db
    .select({ date, hour, orders: count() })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.isCancelled, false),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
      ),
    )
    .groupBy(date, hour);
  return rows.map((row) => ({ date: row.date, hour: Number(row.hour), orders: row.orders }));
}

/**
 * Orders cancelled in the range, lines cancelled in the range on orders that were not, and what
 * their charged units would have cost. A line keeps no cancellation time of its own: a
 * cancelled line is never changed again, so its updatedAt is the moment it was cancelled.
 */
async function countCancellations({
  db,
  businessId,
  start,
  end,
}: {
  db: DbOrTx;
  businessId: string;
  start: Date;
  end: Date;
}): Promise<SalesReport['cancellations']> {
  // bigint: a year of a busy restaurant's kuruş may pass 2^31; node-postgres reads it as text.
  const charged = sql<string>`coalesce(sum((${orderItems.quantity} - ${orderItems.freeQuantity})::bigint * ${orderItems.unitPrice}), 0)`;
  const [cancelledOrders, cancelledLines] = await Promise.all([
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
