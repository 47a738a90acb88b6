// Sharing a dish on the split screen (ADR 048): which lines a request can take a share of, and
// what one share costs this diner, priced by core as the server will price it.
import { inputOfBill, priceSelection } from '@masa/core/bill/bill';
import { takeShares, withShareCounts } from '@masa/core/bill/share-selection';
import type { BillStatus } from '../../../lib/bill/bill-types.ts';

/** The wanted shares a request can still take (line id → diners); the others dropped. */
export function availableShares(
  bill: BillStatus,
  wanted: Readonly<Record<string, number>>,
): Record<string, number> {
  return takeShares(bill.bill, wanted).counts;
}

/**
 * What one share of a line among `count` diners costs this diner, as the server will price it:
 * the share a request would get (share 1 of a line not shared yet) and its amount, VAT added
 * on top when prices exclude it. Null when no share of it can be taken.
 */
export function shareCost(
  bill: BillStatus,
  lineId: string,
  count: number,
): { index: number; amount: number } | null {
  const taken = takeShares(bill.bill, { [lineId]: count });
  const index = taken.shares[lineId]?.[0];
  if (index === undefined) return null;
  const price = priceSelection(withShareCounts(inputOfBill(bill.bill), taken.counts), {
    shares: taken.shares,
  });
  return { index, amount: price.amount };
}
