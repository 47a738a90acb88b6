import type { BillResponse } from '@masa/core/bill/bill.schemas';
import type { RefundRequest } from './api/refunds.ts';

type Payment = BillResponse['payments'][number];

/** A share of a shared line as the refund form keys its box. */
export const shareKey = (share: { lineId: string; index: number }) =>
  `${share.lineId}:${share.index}`;

/**
 * What "İade" sends for one payment (issue 34): the units chosen of each of its lines, the
 * charges and shares ticked (only those the payment paid), its tip or not, and the reason; or
 * why not yet: nothing chosen ('nothing'), or no reason ('noReason').
 */
export function refundRequest(input: {
  payment: Payment;
  counts: Readonly<Record<string, number>>;
  charges: readonly string[];
  shares: readonly string[];
  tip: boolean;
  reason: string;
}): RefundRequest | 'nothing' | 'noReason' {
  const { payment } = input;
  const items = payment.lines
    .map((line) => ({
      lineId: line.lineId,
      quantity: Math.min(line.quantity, input.counts[line.lineId] ?? 0),
    }))
    .filter((line) => line.quantity > 0);
  const charges = payment.charges.filter((id) => input.charges.includes(id));
  const shares = payment.shares
    .filter((share) => input.shares.includes(shareKey(share)))
    .map(({ lineId, index }) => ({ lineId, index }));
  if (items.length === 0 && charges.length === 0 && shares.length === 0 && !input.tip) {
    return 'nothing';
  }
  const reason = input.reason.trim();
  if (reason === '') return 'noReason';
  return { paymentId: payment.id, items, charges, shares, tip: input.tip, reason };
}
