// The Z summary of a business day (gün sonu raporu, issue 32 §6, ADR 077): the day's payments
// added up by the same sumPayments the sales report uses (ADR 030), so the two agree to the
// kuruş; who took them; the cash the drawer should hold; and the day's corrections.
import type { Bill } from '../bill/bill.ts';
import type { DaySummary } from './day.schemas.ts';
import { dayMoneyOf, type DayMoney } from './day-money.ts';
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

/** Who took a day's payments, and how much (null staff: the diner paid online). */
export type StaffTally = DaySummary['byStaff'][number];

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
  return summaryOfDay({
    money: dayMoneyOf(sumPayments({ bills, paymentIds, refundIds, products })),
    byStaff: paymentsByStaff({ bills, paymentIds, takenBy }),
    openingFloat,
    countedCash,
    corrections,
  });
}

/** Who took the payments of `bills` whose id is in `paymentIds`, as daySummary counts them. */
export function paymentsByStaff({
  bills,
  paymentIds,
  takenBy,
}: {
  bills: readonly Bill[];
  paymentIds: ReadonlySet<string>;
  takenBy: ReadonlyMap<string, Person>;
}): StaffTally[] {
  const staff = new Map<string, StaffTally>();
  for (const bill of bills) {
    for (const payment of bill.payments) {
      if (!paymentIds.has(payment.id)) continue;
      const person = takenBy.get(payment.id) ?? null;
      addStaff(staff, {
        staffId: person?.id ?? null,
        name: person?.name ?? null,
        payments: 1,
        amount: payment.amount,
        tips: payment.tip,
      });
    }
  }
  return [...staff.values()];
}

/** Adds a tally into the one of the same person (or of online payments), or starts it. */
function addStaff(staff: Map<string, StaffTally>, tally: StaffTally) {
  const key = tally.staffId ?? '';
  const entry = staff.get(key);
  staff.set(
    key,
    entry
      ? {
          ...entry,
          payments: entry.payments + tally.payments,
          amount: entry.amount + tally.amount,
          tips: entry.tips + tally.tips,
        }
      : { ...tally },
  );
}

/**
 * The Z summary from a day's money (core sumPayments over its bills, or the payments' kept
 * figures added up, ADR 118) and who took its payments (tallies of one person add up): the
 * drawer's cash from the cash payments, their tips and the cash given back.
 */
export function summaryOfDay({
  money,
  byStaff,
  openingFloat,
  countedCash,
  corrections = NO_CORRECTIONS,
}: {
  money: DayMoney;
  byStaff: readonly StaffTally[];
  openingFloat: number;
  countedCash: number | null;
  corrections?: DayCorrections;
}): DaySummary {
  const staff = new Map<string, StaffTally>();
  for (const tally of byStaff) addStaff(staff, tally);
  const cash = money.byMethod.find((entry) => entry.method === 'cash');
  const cashPayments = cash?.amount ?? 0;
  const cashTips = cash?.tips ?? 0;
  const cashBack = money.refunds.byMethod.find((entry) => entry.method === 'cash');
  const cashRefunds = (cashBack?.amount ?? 0) + (cashBack?.tips ?? 0);
  const expected = openingFloat + cashPayments + cashTips - cashRefunds;
  const vatTotal = money.vat.reduce((sum, entry) => sum + entry.amount, 0);
  return {
    payments: money.payments,
    gross: money.gross,
    net: money.gross - money.refunds.amount - vatTotal,
    refunds: money.refunds,
    vat: money.vat,
    vatTotal,
    tips: money.tips,
    serviceCharges: money.serviceCharges,
    byMethod: money.byMethod,
    byStaff: [...staff.values()].sort(
      (a, b) => b.amount - a.amount || (a.name ?? '').localeCompare(b.name ?? '', 'tr'),
    ),
    discounts: Math.round(money.exactDiscounts),
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
