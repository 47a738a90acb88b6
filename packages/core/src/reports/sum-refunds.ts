// Refunds in the money reports (issue 34): a refund counts in the period it was made, as a POS
// books it, whatever day its payment was taken: "İadeler" by the payment's method, and its VAT
// by rate taken back from what the period's payments carried (refund-step.ts prices both).
import type { Bill } from '../bill/bill.ts';
import type { BillVat } from '../bill/bill-figures.ts';
import type { ReportRefunds } from './report.schemas.ts';

/** VAT by whole-percent rate as a report adds it up: the tax base net of VAT, and the VAT. */
export type VatTally = Map<number, { net: number; amount: number }>;

/**
 * Adds the VAT of a payment or of a refund, by rate, to `tally`: where the prices include VAT
 * the net is the base less its VAT, else the base itself. A refund's VAT is taken from the
 * payments' by the same rule, so the two cancel to the kuruş.
 */
export function addVatByRate(
  tally: VatTally,
  shares: readonly BillVat[],
  taxIncludedInPrice: boolean,
): void {
  for (const share of shares) {
    const entry = tally.get(share.rate) ?? { net: 0, amount: 0 };
    entry.net += taxIncludedInPrice ? share.base - share.vat : share.base;
    entry.amount += share.vat;
    tally.set(share.rate, entry);
  }
}

export type RefundSums = {
  refunds: ReportRefunds;
  /** VAT given back by rate: its tax base and its amount, to take from the payments' VAT. */
  vatBack: VatTally;
};

/**
 * Adds up the refunds of `bills` whose id is in `refundIds` (those made in the period), by the
 * method of the payment each gave back; `paidByMethod` (the period's payments, tips apart) gives
 * each method's net.
 */
export function sumRefunds({
  bills,
  refundIds,
  paidByMethod,
}: {
  bills: readonly Bill[];
  refundIds: ReadonlySet<string>;
  paidByMethod: ReadonlyMap<string, number>;
}): RefundSums {
  const methods = new Map<string, { count: number; amount: number; tips: number }>();
  const vatBack: VatTally = new Map();
  let count = 0;
  let amount = 0;
  let tips = 0;
  for (const bill of bills) {
    const methodOf = new Map(bill.payments.map((payment) => [payment.id, payment.method]));
    for (const refund of bill.refunds) {
      if (!refundIds.has(refund.id)) continue;
      const method = methodOf.get(refund.paymentId) ?? 'other';
      const entry = methods.get(method) ?? { count: 0, amount: 0, tips: 0 };
      entry.count += 1;
      entry.amount += refund.amount;
      entry.tips += refund.tip;
      methods.set(method, entry);
      count += 1;
      amount += refund.amount;
      tips += refund.tip;
      addVatByRate(vatBack, refund.vat, bill.taxIncludedInPrice);
    }
  }
  const byMethod = [...methods.entries()]
    .map(([method, entry]) => ({
      method,
      ...entry,
      net: (paidByMethod.get(method) ?? 0) - entry.amount,
    }))
    .sort((a, b) => b.amount - a.amount || a.method.localeCompare(b.method));
  return { refunds: { count, amount, tips, byMethod }, vatBack };
}
