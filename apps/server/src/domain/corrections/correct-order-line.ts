import type { AuditAction, StaffRole } from '../../db/schema/enums.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { recordAudit, type AuditDetails } from '../audit/record-audit.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { repriceOrder } from '../orders/reprice-order.ts';
import { findStaffOrder } from '../staff/find-staff-order.ts';
import { settleOrderIfPaid, type Settlement } from '../live-orders/settle-order-if-paid.ts';
import { approveLineCorrection } from './approve-line-correction.ts';
import { findCorrectableLine } from './find-correctable-line.ts';
import { splitOrderLine, type ItemRow, type LineChange } from './split-order-line.ts';
import { emitOrderChange, type OrderChange } from '../../realtime/emit-order-change.ts';
import { announceSettlement } from '../live-orders/announce-settlement.ts';

/** What a void or an ikram is asked with: a line of an order, by a member of its business. */
export type LineCorrectionInput<B> = {
  db: Db;
  orderId: string;
  itemId: string;
  businessId: string;
  staff: { staffId: string; role: StaffRole };
  body: B;
  now: Date;
};

type LineCorrectionBody = {
  quantity: number;
  expectedQuantity: number;
  reasonId?: string;
  reason?: string;
  approval?: { staffId: string; pin: string } | null;
};

/** What one kind of correction does to the units it takes; the rest is the same for both. */
type LineCorrection = {
  kind: 'void' | 'ikram';
  /** Throws the refusal of a line this kind cannot take. */
  refuseLine: (item: ItemRow) => void;
  /** What the corrected units' row becomes, given the reason's text and the approver. */
  change: (approval: { reason: string; approvedByStaffId: string | null }) => LineChange;
  /** Runs in the transaction once the corrected row exists (its id). */
  afterSplit?: (tx: Tx, correctedItemId: string) => Promise<unknown>;
  audit: { action: AuditAction; details: AuditDetails };
  /** News told before the order's `updated`, of the corrected row. */
  news?: (correctedItemId: string) => OrderChange[];
};

/**
 * The steps a void and an ikram of `quantity` units of a line take alike (issue 32 §1,
 * ADR 073), in one transaction under the order's lock: the line as the screen showed it, the
 * kind's own refusals, the reason and the approval rule over the amount, the split (fewer
 * units than the line), then the order repriced, settled when only paid lines are left,
 * audited with the amount and told. Answers the order and the corrected row's id.
 */
export async function correctOrderLine(
  { db, orderId, itemId, businessId, staff, body, now }: LineCorrectionInput<LineCorrectionBody>,
  correction: LineCorrection,
): Promise<{ order: OrderResponse; settlement: Settlement; correctedItemId: string }> {
  return db.transaction(async (tx) => {
    const order = await findStaffOrder({ db: tx, orderId, businessId, lock: true });
    const { quantity } = body;
    const item = await findCorrectableLine({ tx, order, itemId, ...body });
    correction.refuseLine(item);
    const { reason, amount, approvedBy } = await approveLineCorrection({
      tx,
      businessId,
      staff,
      kind: correction.kind,
      item,
      body,
    });
    const correctedItemId = await splitOrderLine({
      tx,
      item,
      quantity,
      now,
      change: correction.change({ reason, approvedByStaffId: approvedBy?.id ?? null }),
    });
    await correction.afterSplit?.(tx, correctedItemId);
    await repriceOrder({ tx, order, now });
    const settlement = await settleOrderIfPaid({ tx, orderId: order.id, now });
    const response = await loadOrderResponse({ db: tx, orderId: order.id, now, forStaff: true });
    if (!response) throw refuse(404, 'ORDER_NOT_FOUND');
    await recordAudit({
      db: tx,
      businessId,
      staffId: staff.staffId,
      action: correction.audit.action,
      subjectId: correctedItemId,
      details: {
        orderNumber: response.orderNumber,
        table: response.table.name,
        item: item.name,
        quantity,
        ...correction.audit.details,
        amount,
        reason,
        approvedBy: approvedBy?.name ?? null,
      },
      now,
    });
    for (const change of correction.news?.(correctedItemId) ?? [])
      await emitOrderChange(tx, response, change);
    await emitOrderChange(tx, response, { kind: 'updated', change: 'items' });
    if (settlement.completed) await announceSettlement(tx, response, settlement, now);
    return { order: response, settlement, correctedItemId };
  });
}
