import type { DayFigures } from '@masa/core/reports/day-figures';
import { addDayMoney, dayMoneyOf } from '@masa/core/reports/day-money';
import { reportInstants } from '@masa/core/reports/report-days';
import { sumPayments } from '@masa/core/reports/sum-payments';
import { BUSINESS_TIME_ZONE } from '@masa/core/time/zoned-time';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { orders, reviews } from '../../db/schema/index.ts';
import { readAll, type DbOrTx } from '../../lib/db-tx.ts';
import { countCancellations } from './count-cancellations.ts';
import { listPeriodPayments } from './list-period-payments.ts';
import { listPeriodRefunds } from './list-period-refunds.ts';
import { loadLineCorrections } from './load-line-corrections.ts';
import { loadPeriodBills } from './load-period-bills.ts';
import { loadServiceTimes } from './load-service-times.ts';
import { loadUnpaidClosures } from './load-unpaid-closures.ts';
import { sumKeptPayments } from './sum-kept-payments.ts';
import type { BusinessPeriod } from './business-period.ts';

/**
 * One business day's sales figures (docs/decisions/030-sales-report.md, 113): money from the
 * payments recorded and the refunds made that day as the one bill model prices them (core
 * sumPayments over computeBill, whole bills, so they agree with the bills to the kuruş): each
 * payment's figures as kept when it was recorded, added up in SQL (ADR 118), and the refunds
 * and any payment nobody kept priced over their bills now; orders, cancellations, corrections,
 * walk-outs, open accounts, service times (ADR 037) and ratings counted from their own rows.
 * What a close keeps and what a report adds up.
 */
export async function computeDayFigures({
  db,
  businessId,
  date,
}: {
  db: DbOrTx;
  businessId: string;
  /** The Istanbul day, "2026-11-25". */
  date: string;
}): Promise<DayFigures> {
  const timeZone = BUSINESS_TIME_ZONE;
  const { start, end } = reportInstants(date, date, timeZone);
  const range = { db, businessId, start, end };
  // Every statement of the day at once: a report waits for two rounds of them, not twenty.
  const [
    kept,
    unkept,
    refunded,
    ordersByHour,
    cancellations,
    closures,
    corrections,
    serviceTimes,
    ratings,
  ] = await readAll(db, [
    () => sumKeptPayments(range),
    () => listPeriodPayments({ ...range, unkept: true }),
    () => listPeriodRefunds(range),
    () => countPlacedOrders({ ...range, timeZone }),
    () => countCancellations(range),
    () => loadUnpaidClosures(range),
    () => loadLineCorrections(range),
    () => loadServiceTimes(range),
    () =>
      db
        .select({ count: count(), sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
        .from(reviews)
        .where(
          and(
            eq(reviews.businessId, businessId),
            gte(reviews.createdAt, start),
            lt(reviews.createdAt, end),
          ),
        ),
  ]);
  // Only the bills of the day's refunds and of payments without kept figures: usually a few.
  const { bills, products } = await loadPeriodBills({ db, rows: [...unkept, ...refunded] });
  const priced = sumPayments({
    bills,
    paymentIds: new Set(unkept.map((row) => row.id)),
    refundIds: new Set(refunded.map((row) => row.id)),
    products,
    timeZone,
  });
  return {
    date,
    ordersByHour,
    ...addDayMoney(kept.money, dayMoneyOf(priced)),
    cancellations,
    ...closures,
    corrections,
    serviceTimes,
    ratings: { count: ratings[0]?.count ?? 0, sum: ratings[0]?.sum ?? 0 },
  };
}

/** Orders placed in [start, end) and not cancelled, by hour of the business's day (24). */
async function countPlacedOrders({
  db,
  businessId,
  start,
  end,
  timeZone,
}: BusinessPeriod & {
  timeZone: string;
}): Promise<number[]> {
  // The zone is written into the statement (a constant IANA name, checked here), not bound as a
  // parameter: PostgreSQL would see each bound copy as another expression and refuse the GROUP BY.
  if (!/^[A-Za-z_]+\/[A-Za-z_]+$/.test(timeZone)) throw new Error(`bad time zone ${timeZone}`);
  const hour = sql<number>`extract(hour from (${orders.createdAt} at time zone ${sql.raw(`'${timeZone}'`)}))::int`;
  const rows = await db
    .select({ hour, orders: count() })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.isCancelled, false),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
      ),
    )
    .groupBy(hour);
  const byHour = Array.from({ length: 24 }, () => 0);
  for (const row of rows) byHour[Number(row.hour)] = row.orders;
  return byHour;
}
