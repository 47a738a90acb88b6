// Refunds in the money reports (issue 34): a refund counts in the period it was made, as a POS
// books it, whatever day its payment was taken: "İadeler" by the payment's method, and its VAT
// by rate taken back from what the period's payments carried (refund-step.ts prices both).
import type { Bill } from '../bill/bill.ts';
import type { ReportRefunds } from './report.schemas.ts';

export type RefundSums = {
  refunds: ReportRefunds;
  /** VAT given back by rate: its tax base and its amount, to take from the payments' VAT. */
  vatBack: Map<number, { net: number; amount: number }>;
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
  const vatBack = new Map<number, { net: number; amount: number }>();
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
      for (const share of refund.vat) {
        const back = vatBack.get(share.rate) ?? { net: 0, amount: 0 };
        back.net += bill.taxIncludedInPrice ? share.base - share.vat : share.base;
        back.amount += share.vat;
        vatBack.set(share.rate, back);
      }
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
