// What a bill leaves unpaid, by VAT rate (issue 32 item 4, ADR 076): a walk-out's loss and an
// open account's debt are read from the one bill model (ADR 027), never summed by a screen.
import type { Bill, BillVat } from './bill.ts';

export type UnpaidRest = {
  /** bill.left: total − paid, tips apart, kuruş. */
  amount: number;
  /** The bill's VAT by rate less every payment's share of it: what the rest carries. */
  vat: BillVat[];
};

export function unpaidRest(bill: Bill): UnpaidRest {
  const byRate = new Map(bill.vat.map((row) => [row.rate, { ...row }]));
  for (const payment of bill.payments) {
    for (const paid of payment.vat) {
      const row = byRate.get(paid.rate) ?? { rate: paid.rate, base: 0, vat: 0 };
      byRate.set(paid.rate, { ...row, base: row.base - paid.base, vat: row.vat - paid.vat });
    }
  }
  return {
    amount: bill.left,
    vat: [...byRate.values()]
      .filter((row) => row.base !== 0 || row.vat !== 0)
      .sort((a, b) => a.rate - b.rate),
  };
}
