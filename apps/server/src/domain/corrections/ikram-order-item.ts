import type { IkramLineBody } from '@masa/core/corrections/line-corrections.schemas';
import { refuse } from '../../lib/app-error.ts';
import { correctOrderLine, type LineCorrectionInput } from './correct-order-line.ts';

/**
 * POST /staff/orders/{id}/items/{itemId}/ikram (issue 32 §1, ADR 073): `quantity` units of a
 * line stay on the bill as "İkram", their price 0 and their VAT with it; originalPrice keeps the
 * menu price for the report's ikram value. Same approval rule as a void (amount: their price),
 * paid units never, fewer than all splits the line; audited with the value given.
 */
export function ikramOrderItem(input: LineCorrectionInput<IkramLineBody>) {
  return correctOrderLine(input, {
    kind: 'ikram',
    refuseLine: (item) => {
      if (item.ikramByStaffId) throw refuse(409, 'LINE_IKRAM', { name: item.name });
    },
    change: ({ reason, approvedByStaffId }) => ({
      unitPrice: 0,
      campaignDiscount: 0,
      ikramReason: reason,
      ikramByStaffId: input.staff.staffId,
      approvedByStaffId,
    }),
    audit: { action: 'item.ikram', details: {} },
  });
}
