import type { BillInput } from '@masa/core/bill/bill';
import type { PaymentShareRow, ShareRow, SplitRequestState } from './load-bill-rows.ts';

/**
 * Which lines are shared and in how many (ADR 048), from the shares that still count: those
 * paid, those of approved requests not paid yet (reserved for their payer) and those of pending
 * requests still holding (ADR 012, held from others). A line none of them names is not
 * shared: an expired or rejected share leaves it free again, to share or to take by units.
 * Every live share of a line has the same count (requests are checked under the order's lock);
 * should two ever differ, the first one read (payments, then approved, then pending) counts.
 */
export function lineSharesFrom({
  paymentShares,
  splitRequests,
  isReserved,
  isHeld,
}: {
  paymentShares: readonly PaymentShareRow[];
  splitRequests: readonly SplitRequestState[];
  isReserved: (request: SplitRequestState) => boolean;
  isHeld: (request: SplitRequestState) => boolean;
}): {
  shareCounts: Map<string, number>;
  reservedShares: NonNullable<BillInput['reservedShares']>;
  heldShares: NonNullable<BillInput['heldShares']>;
} {
  const shareCounts = new Map<string, number>();
  const counts = (share: ShareRow) => {
    const count = shareCounts.get(share.orderItemId);
    if (count === undefined) shareCounts.set(share.orderItemId, share.shareCount);
    return (count ?? share.shareCount) === share.shareCount;
  };
  for (const share of paymentShares) counts(share);
  const reservedShares: Record<string, number[]> = {};
  const heldShares: Record<string, number[]> = {};
  for (const [into, test] of [
    [reservedShares, isReserved],
    [heldShares, isHeld],
  ] as const) {
    for (const request of splitRequests.filter(test)) {
      for (const share of request.selectedShares.filter(counts)) {
        (into[share.orderItemId] ??= []).push(share.shareIndex);
      }
    }
  }
  return { shareCounts, reservedShares, heldShares };
}
