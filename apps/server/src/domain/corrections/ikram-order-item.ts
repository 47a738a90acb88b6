import type { IkramLineBody } from '@masa/core/corrections/line-corrections.schemas';
import type { StaffRole } from '../../db/schema/enums.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { repriceOrder } from '../orders/reprice-order.ts';
import { findStaffOrder } from '../staff/find-staff-order.ts';
import { settleOrderIfPaid, type Settlement } from '../live-orders/settle-order-if-paid.ts';
import { approveLineCorrection } from './approve-line-correction.ts';
import { findCorrectableLine } from './find-correctable-line.ts';
import { splitOrderLine } from './split-order-line.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { announceSettlement } from '../live-orders/announce-settlement.ts';

/**
 * POST /staff/orders/{id}/items/{itemId}/ikram (issue 32 §1, ADR 073): `quantity` units of a
 * line stay on the bill as "İkram", their price 0 and their VAT with it; originalPrice keeps the
 * menu price for the report's ikram value. Same approval rule as a void (amount: their price),
 * paid units never, fewer than all splits the line; audited with the value given.
 */
export async function ikramOrderItem({
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
  body: IkramLineBody;
  now: Date;
}): Promise<{ order: OrderResponse; settlement: Settlement; ikramItemId: string }> {
  return db.transaction(async (tx) => {
    const order = await findStaffOrder({ db: tx, orderId, businessId, lock: true });
    const { quantity } = body;
    const item = await findCorrectableLine({ tx, order, itemId, ...body });
    if (item.ikramByStaffId) throw refuse(409, 'LINE_IKRAM', { name: item.name });
    const { reason, amount, approvedBy } = await approveLineCorrection({
      tx,
      businessId,
      staff,
      kind: 'ikram',
      item,
      body,
    });
    const ikramItemId = await splitOrderLine({
      tx,
      item,
      quantity,
      now,
      change: {
        unitPrice: 0,
        campaignDiscount: 0,
        ikramReason: reason,
        ikramByStaffId: staff.staffId,
        approvedByStaffId: approvedBy?.id ?? null,
      },
    });
    await repriceOrder({ tx, order, now });
    const settlement = await settleOrderIfPaid({ tx, orderId: order.id, now });
    const response = await loadOrderResponse({ db: tx, orderId: order.id, now, forStaff: true });
    if (!response) throw refuse(404, 'ORDER_NOT_FOUND');
    await recordAudit({
      db: tx,
      businessId,
      staffId: staff.staffId,
      action: 'item.ikram',
      subjectId: ikramItemId,
      details: {
        orderNumber: response.orderNumber,
        table: response.table.name,
        item: item.name,
        quantity,
        amount,
        reason,
        approvedBy: approvedBy?.name ?? null,
      },
      now,
    });
    await emitOrderChange(tx, response, { kind: 'updated', change: 'items' });
    if (settlement.completed) await announceSettlement(tx, response, settlement, now);
    return { order: response, settlement, ikramItemId };
  });
}
