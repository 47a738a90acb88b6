import type { SalesReport } from '@masa/core/reports/report.schemas';
import { and, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { BusinessPeriod } from './business-period.ts';
import { chargedAmount } from './charged-amount.ts';
import { readAll } from '../../lib/db-tx.ts';

type Figure = SalesReport['corrections']['ikram'];
const none: Figure = { lines: 0, units: 0, amount: 0 };

/**
 * The report's staff corrections (ADR 073), apart from cancellations: lines voided in the range
 * (a voided row is never changed again, so its updatedAt is the moment of the void), not made
 * and wasted, at the price they had; ikram lines of orders placed in the range, at the menu
 * price (originalPrice; their price on the bill is 0).
 */
export async function loadLineCorrections({
  db,
  businessId,
  start,
  end,
}: BusinessPeriod): Promise<SalesReport['corrections']> {
  const figure = (price: typeof orderItems.unitPrice | typeof orderItems.originalPrice) => ({
    lines: sql<number>`count(*)::int`,
    units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    amount: chargedAmount(price),
  });
  const [voids, ikram] = await readAll(db, [
    () =>
      db
        .select({ kind: orderItems.voidedKind, ...figure(orderItems.unitPrice) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.businessId, businessId),
            isNotNull(orderItems.voidedKind),
            gte(orderItems.updatedAt, start),
            lt(orderItems.updatedAt, end),
          ),
        )
        .groupBy(orderItems.voidedKind),
    () =>
      db
        .select(figure(orderItems.originalPrice))
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.businessId, businessId),
            eq(orders.isCancelled, false),
            isNotNull(orderItems.ikramByStaffId),
            ne(orderItems.status, 'cancelled'),
            gte(orders.createdAt, start),
            lt(orders.createdAt, end),
          ),
        ),
  ]);
  const read = (row: { lines: number; units: number; amount: string } | undefined): Figure =>
    row ? { lines: row.lines, units: row.units, amount: Number(row.amount) } : none;
  return {
    voids: {
      notMade: read(voids.find((row) => row.kind === 'not_made')),
      wasted: read(voids.find((row) => row.kind === 'wasted')),
    },
    ikram: read(ikram[0]),
  };
}
