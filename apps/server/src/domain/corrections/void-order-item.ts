import type { VoidLineBody } from '@masa/core/corrections/line-corrections.schemas';
import type { StaffRole } from '../../db/schema/enums.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { repriceOrder } from '../orders/reprice-order.ts';
import { printCancellation } from '../printing/print-cancellation.ts';
import { findStaffOrder } from '../staff/find-staff-order.ts';
import { settleOrderIfPaid, type Settlement } from '../live-orders/settle-order-if-paid.ts';
import { approveLineCorrection } from './approve-line-correction.ts';
import { findCorrectableLine } from './find-correctable-line.ts';
import { splitOrderLine } from './split-order-line.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { announceSettlement } from '../live-orders/announce-settlement.ts';

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
export async function voidOrderItem({
  db,
  orderId,
  itemId,
  businessId,
  staff,
  body,
  now,
}: {
  db: Db;
  orderId: string;
  itemId: string;
  businessId: string;
  staff: { staffId: string; role: StaffRole };
  body: Omit<VoidLineBody, 'kind'> & { kind: 'not_made' | 'wasted' };
  now: Date;
}): Promise<{ order: OrderResponse; settlement: Settlement; voidedItemId: string }> {
  return db.transaction(async (tx) => {
    const order = await findStaffOrder({ db: tx, orderId, businessId, lock: true });
    const { quantity, kind } = body;
    const item = await findCorrectableLine({ tx, order, itemId, ...body });
    if (kind === 'not_made' && !NOT_STARTED.has(item.status))
      throw refuse(409, 'KITCHEN_STARTED', { name: item.name });
    const { reason, amount, approvedBy } = await approveLineCorrection({
      tx,
      businessId,
      staff,
      kind: 'void',
      item,
      body,
    });
    const voidedItemId = await splitOrderLine({
      tx,
      item,
      quantity,
      now,
      change: {
        status: 'cancelled',
        voidedKind: kind,
        voidedReason: reason,
        voidedByStaffId: staff.staffId,
        approvedByStaffId: approvedBy?.id ?? null,
      },
    });
    // The station that has the line on paper gets "İPTAL" for it (issue 33).
    await printCancellation({ tx, businessId, itemId: voidedItemId, staffId: staff.staffId, now });
    await repriceOrder({ tx, order, now });
    const settlement = await settleOrderIfPaid({ tx, orderId: order.id, now });
    const response = await loadOrderResponse({ db: tx, orderId: order.id, now, forStaff: true });
    if (!response) throw refuse(404, 'ORDER_NOT_FOUND');
    await recordAudit({
      db: tx,
      businessId,
      staffId: staff.staffId,
      action: 'item.voided',
      subjectId: voidedItemId,
      details: {
        orderNumber: response.orderNumber,
        table: response.table.name,
        item: item.name,
        quantity,
        kind,
        amount,
        reason,
        approvedBy: approvedBy?.name ?? null,
      },
      now,
    });
    await emitOrderChange(tx, response, {
      kind: 'item-status',
      itemId: voidedItemId,
      status: 'cancelled',
    });
    await emitOrderChange(tx, response, { kind: 'updated', change: 'items' });
    if (settlement.completed) await announceSettlement(tx, response, settlement, now);
    return { order: response, settlement, voidedItemId };
  });
}
