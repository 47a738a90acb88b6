import { daySummary } from '@masa/core/reports/day-summary';
import type { DaySummary } from '@masa/core/reports/day.schemas';
import { listPeriodPayments } from '../reports/list-period-payments.ts';
import { listPeriodRefunds } from '../reports/list-period-refunds.ts';
import { loadPeriodBills } from '../reports/load-period-bills.ts';
import { loadLineCorrections } from '../reports/load-line-corrections.ts';
import { loadUnpaidClosures } from '../reports/load-unpaid-closures.ts';
import type { BusinessPeriod } from '../reports/business-period.ts';

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
}: BusinessPeriod & {
  openingFloat: number;
  countedCash: number | null;
}): Promise<DaySummary> {
  const range = { db, businessId, start, end };
  // Every statement of the day at once: the open day waits for two rounds of them, not twenty.
  const [paid, refunded, closures, lines] = await Promise.all([
    listPeriodPayments(range),
    listPeriodRefunds(range),
    loadUnpaidClosures(range),
    loadLineCorrections(range),
  ]);
  const { bills } = await loadPeriodBills({ db, rows: [...paid, ...refunded] });
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
