// The Z summary of a business day (gün sonu raporu, issue 32 §6, ADR 077): the day's payments
// added up by the same sumPayments the sales report uses (ADR 030), so the two agree to the
// kuruş; who took them; the cash the drawer should hold; and the day's corrections.
import type { Bill } from '../bill/bill.ts';
import type { DaySummary } from './day.schemas.ts';
import { sumPayments, type ReportProduct } from './sum-payments.ts';

/**
 * Ikram, voids, walk-outs and open accounts of the day, counted by the server from their own
 * rows (contract of issue 32, rule 6); zero where a business has none.
 */
export type DayCorrections = Pick<DaySummary, 'ikram' | 'voids' | 'walkOuts' | 'openAccounts'>;

export const NO_CORRECTIONS: DayCorrections = {
  ikram: { lines: 0, amount: 0 },
  voids: { notMade: { lines: 0, amount: 0 }, wasted: { lines: 0, amount: 0 } },
  walkOuts: { orders: 0, amount: 0 },
  openAccounts: { orders: 0, amount: 0 },
};

type Person = { id: string; name: string } | null;

/** Fazla / Eksik: what was counted less what the drawer should hold (negative: short). */
export const cashOverShort = (counted: number, expected: number): number => counted - expected;

/**
 * Adds up the payments of `bills` whose id is in `paymentIds` (the day's; whole bills come in,
 * because each payment's VAT share depends on the ones before it). `takenBy` names who recorded
 * each payment (null or missing: the diner paid online). `countedCash` is null while the day is
 * open; at the close, over/short is counted − expected.
 */
export function daySummary({
  bills,
  paymentIds,
  products = new Map(),
  refundIds = new Set(),
  takenBy,
  openingFloat,
  countedCash,
  corrections = NO_CORRECTIONS,
}: {
  bills: readonly Bill[];
  paymentIds: ReadonlySet<string>;
  /** The refunds made in the day's period (issue 34): "İadeler", counted where they were made. */
  refundIds?: ReadonlySet<string>;
  products?: ReadonlyMap<string, ReportProduct>;
  takenBy: ReadonlyMap<string, Person>;
  openingFloat: number;
  countedCash: number | null;
  corrections?: DayCorrections;
}): DaySummary {
  const sums = sumPayments({ bills, paymentIds, refundIds, products });
  const staff = new Map<string, DaySummary['byStaff'][number]>();
  for (const bill of bills) {
    for (const payment of bill.payments) {
      if (!paymentIds.has(payment.id)) continue;
      const person = takenBy.get(payment.id) ?? null;
      const key = person?.id ?? '';
      const entry = staff.get(key) ?? {
        staffId: person?.id ?? null,
        name: person?.name ?? null,
        payments: 0,
        amount: 0,
        tips: 0,
      };
      entry.payments += 1;
      entry.amount += payment.amount;
      entry.tips += payment.tip;
      staff.set(key, entry);
    }
  }
  const cash = sums.byMethod.find((entry) => entry.method === 'cash');
  const cashPayments = cash?.amount ?? 0;
  const cashTips = cash?.tips ?? 0;
  const cashBack = sums.refunds.byMethod.find((entry) => entry.method === 'cash');
  const cashRefunds = (cashBack?.amount ?? 0) + (cashBack?.tips ?? 0);
  const expected = openingFloat + cashPayments + cashTips - cashRefunds;
  return {
    payments: sums.payments,
    gross: sums.gross,
    net: sums.net,
    refunds: sums.refunds,
    vat: sums.vat,
    vatTotal: sums.vatTotal,
    tips: sums.tips,
    serviceCharges: sums.serviceCharges,
    byMethod: sums.byMethod,
    byStaff: [...staff.values()].sort(
      (a, b) => b.amount - a.amount || (a.name ?? '').localeCompare(b.name ?? '', 'tr'),
    ),
    discounts: sums.discounts,
    ...corrections,
    cash: {
      openingFloat,
      cashPayments,
      cashTips,
      cashRefunds,
      expected,
      counted: countedCash,
      overShort: countedCash === null ? null : cashOverShort(countedCash, expected),
    },
  };
}
