// What an online payment from the split screen pays (issue 34, ADR 086): the same choice a
// split request sends, in the intent's vocabulary (units by line, charges, one share of each
// shared line with the share it takes, ADR 048), for the server to price and hold.
import type { PaymentIntentPay } from '@masa/core/payment/payment-intent.schemas';
import { takeShares } from '@masa/core/bill/share-selection';
import type { BillStatus } from '../../../lib/bill/bill-types.ts';

export function splitPay(
  bill: BillStatus,
  selection: Readonly<Record<string, number>>,
  charges: readonly string[],
  shares: Readonly<Record<string, number>>,
): Extract<PaymentIntentPay, { kind: 'items' }> {
  const taken = takeShares(bill.bill, shares);
  return {
    kind: 'items',
    items: Object.entries(selection)
      .filter(([, quantity]) => quantity > 0)
      .map(([lineId, quantity]) => ({ lineId, quantity })),
    charges: [...charges],
    shares: Object.entries(taken.shares).flatMap(([lineId, indices]) =>
      indices.map((index) => ({ lineId, index, shareCount: taken.counts[lineId] ?? 0 })),
    ),
  };
}
