import { daySummary } from '@masa/core/reports/day-summary';
import type { DaySummary } from '@masa/core/reports/day.schemas';
import { and, eq, gte, lt } from 'drizzle-orm';
import { orders, payments, staffAccounts } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { loadPeriodBills } from '../reports/load-period-bills.ts';
import { listPeriodRefunds } from '../reports/list-period-refunds.ts';
import { loadLineCorrections } from '../reports/load-line-corrections.ts';
import { loadUnpaidClosures } from '../reports/load-unpaid-closures.ts';

/**
 * The Z summary of the payments recorded in [start, end) at a business (ADR 077): each order's
 * whole bill as the one bill model prices it (ADR 027, loadPeriodBills, as the sales report
 * reads them), added up by core daySummary with who took each payment and the drawer's cash;
 * its voids, ikram, walk-outs and open accounts as the sales report counts them (ADR 073, 076).
 */
export async function loadDaySummary({
  db,
  businessId,
  start,
  end,
  openingFloat,
  countedCash,
}: {
  db: DbOrTx;
  businessId: string;
  start: Date;
  end: Date;
  openingFloat: number;
  countedCash: number | null;
}): Promise<DaySummary> {
  const paid = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      taxIncludedInPrice: orders.taxIncludedInPrice,
      staffId: staffAccounts.id,
      staffName: staffAccounts.name,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, payments.recordedByStaffId))
    .where(
      and(
        eq(orders.businessId, businessId),
        gte(payments.createdAt, start),
        lt(payments.createdAt, end),
      ),
    );
  const refunded = await listPeriodRefunds({ db, businessId, start, end });
  const { bills } = await loadPeriodBills({ db, rows: [...paid, ...refunded] });
  const closures = await loadUnpaidClosures({ db, businessId, start, end });
  const lines = await loadLineCorrections({ db, businessId, start, end });
  const tally = ({ lines: count, amount }: { lines: number; amount: number }) => ({
    lines: count,
    amount,
  });
  return daySummary({
    bills,
    paymentIds: new Set(paid.map((row) => row.id)),
    refundIds: new Set(refunded.map((row) => row.id)),
    takenBy: new Map(
      paid.map((row) => [
        row.id,
        row.staffId ? { id: row.staffId, name: row.staffName ?? '' } : null,
      ]),
    ),
    openingFloat,
    countedCash,
    corrections: {
      ikram: tally(lines.ikram),
      voids: { notMade: tally(lines.voids.notMade), wasted: tally(lines.voids.wasted) },
      walkOuts: { orders: closures.walkOuts.orders, amount: closures.walkOuts.amount },
      openAccounts: closures.openAccounts.moved,
    },
  });
}
