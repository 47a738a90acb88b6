import type { VoidLineBody } from '@masa/core/corrections/line-corrections.schemas';
import { refuse } from '../../lib/app-error.ts';
import { printCancellation } from '../printing/print-cancellation.ts';
import { correctOrderLine, type LineCorrectionInput } from './correct-order-line.ts';

/** Lines the kitchen has not started: only these can be voided as not made. */
const NOT_STARTED = new Set(['pending', 'received']);

/**
 * POST /staff/orders/{id}/items/{itemId}/void (issue 32 §1, ADR 073): `quantity` units of a
 * line leave the bill, as not made (the kitchen had not started it; it leaves the kitchen
 * display) or made and wasted, with a reason, by the approval rule (amount: those units'
 * price; a delivered line always needs a manager for a waiter). Paid units never. Fewer than
 * all splits the line. Reprices the order, settles it when only paid lines are left, and
 * records the audit with the amount.
 */
export function voidOrderItem(
  input: LineCorrectionInput<Omit<VoidLineBody, 'kind'> & { kind: 'not_made' | 'wasted' }>,
) {
  const { businessId, staff, body, now } = input;
  const { kind } = body;
  return correctOrderLine(input, {
    kind: 'void',
    refuseLine: (item) => {
      if (kind === 'not_made' && !NOT_STARTED.has(item.status))
        throw refuse(409, 'KITCHEN_STARTED', { name: item.name });
    },
    change: ({ reason, approvedByStaffId }) => ({
      status: 'cancelled',
      voidedKind: kind,
      voidedReason: reason,
      voidedByStaffId: staff.staffId,
      approvedByStaffId,
    }),
    // The station that has the line on paper gets "İPTAL" for it (issue 33).
    afterSplit: (tx, itemId) =>
      printCancellation({ tx, businessId, itemId, staffId: staff.staffId, now }),
    audit: { action: 'item.voided', details: { kind } },
    news: (itemId) => [{ kind: 'item-status', itemId, status: 'cancelled' }],
  });
}
