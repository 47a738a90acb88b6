import type { Bill, BillLine } from '@masa/core/bill/bill';
import { refuse, type AppError } from '../../lib/app-error.ts';

/**
 * The lines a discount covers (one line, or every line of the order), refused (409) when a unit
 * of them is or was paid, or is asked for in a split: a discount never reprices what was paid
 * or quoted (ADR 074). Cancelled and free lines cost nothing and are left out of the check.
 */
export function coveredLines({
  bill,
  lineId,
  removing = false,
}: {
  bill: Bill;
  lineId: string | null;
  removing?: boolean;
}): BillLine[] {
  const lines = lineId === null ? bill.lines : bill.lines.filter((line) => line.id === lineId);
  if (lineId !== null && !lines.some((line) => line.chargedQuantity > 0)) {
    throw refuse(404, 'LINE_NOT_FOUND');
  }
  // A unit paid and refunded since (issue 34) still counts: its payment keeps its price.
  const everPaid = new Set(
    bill.payments.flatMap((p) => [...p.lines, ...p.shares].map((part) => part.lineId)),
  );
  const touched = (line: BillLine) =>
    everPaid.has(line.id) ||
    (line.shareCount > 0
      ? line.shares.some((share) => !share.available)
      : line.paidQuantity > 0 || line.availableQuantity < line.chargedQuantity);
  if (lines.some(touched)) {
    throw refuse(409, removing ? 'DISCOUNT_ON_PAID.remove' : 'DISCOUNT_ON_PAID');
  }
  return lines;
}

/** The 409 of a stale screen: the bill's total changed since it was shown. */
export function totalChanged(total: number, format: (kurus: number) => string): AppError {
  return refuse(409, 'BILL_TOTAL_CHANGED', { total: format(total) }, { total });
}
