import { addDayMoney, dayMoneyOf } from '@masa/core/reports/day-money';
import { paymentsByStaff, summaryOfDay } from '@masa/core/reports/day-summary';
import { sumPayments } from '@masa/core/reports/sum-payments';
import type { DaySummary } from '@masa/core/reports/day.schemas';
import { listPeriodPayments } from '../reports/list-period-payments.ts';
import { listPeriodRefunds } from '../reports/list-period-refunds.ts';
import { loadPeriodBills } from '../reports/load-period-bills.ts';
import { loadLineCorrections } from '../reports/load-line-corrections.ts';
import { loadUnpaidClosures } from '../reports/load-unpaid-closures.ts';
import { sumKeptPayments } from '../reports/sum-kept-payments.ts';
import type { BusinessPeriod } from '../reports/business-period.ts';
import { readAll } from '../../lib/db-tx.ts';

/**
 * The Z summary of the payments recorded in [start, end) at a business (ADR 077): each
 * payment as the one bill model priced it (ADR 027), its figures kept when it was recorded and
 * added up in SQL, the refunds and any payment nobody kept priced over their bills now (ADR
 * 118, as the sales report's day), by core summaryOfDay with who took each payment and the drawer's cash;
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
  const [kept, unkept, refunded, closures, lines] = await readAll(db, [
    () => sumKeptPayments(range),
    () => listPeriodPayments({ ...range, unkept: true }),
    () => listPeriodRefunds(range),
    () => loadUnpaidClosures(range),
    () => loadLineCorrections(range),
  ]);
  // Only the bills of the day's refunds and of payments without kept figures (ADR 118).
  const { bills, products } = await loadPeriodBills({ db, rows: [...unkept, ...refunded] });
  const paymentIds = new Set(unkept.map((row) => row.id));
  const priced = sumPayments({
    bills,
    paymentIds,
    refundIds: new Set(refunded.map((row) => row.id)),
    products,
  });
  const takenBy = new Map(
    unkept.map((row) => [
      row.id,
      row.staffId ? { id: row.staffId, name: row.staffName ?? '' } : null,
    ]),
  );
  const tally = ({ lines: count, amount }: { lines: number; amount: number }) => ({
    lines: count,
    amount,
  });
  return summaryOfDay({
    money: addDayMoney(kept.money, dayMoneyOf(priced)),
    byStaff: [...kept.byStaff, ...paymentsByStaff({ bills, paymentIds, takenBy })],
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
