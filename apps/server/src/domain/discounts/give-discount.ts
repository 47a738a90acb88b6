import { computeBill } from '@masa/core/bill/bill';
import type { GiveDiscountBody } from '@masa/core/bill/staff-discount.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { orderDiscounts } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { StaffRole } from '../../db/schema/enums.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { approveCorrection } from '../corrections/approve-correction.ts';
import { resolveCorrectionReason } from '../corrections/resolve-correction-reason.ts';
import { coveredLines, totalChanged } from './covered-lines.ts';
import { lockOpenBill } from './lock-open-bill.ts';

/**
 * POST /staff/orders/{id}/discounts: a staff discount on a line or the whole order
 * (issue 32 §2, ADR 074), with a reason of the business's list and/or typed (contract rule 5).
 * Under the order row's lock, like payments: the bill the screen showed (`expectedTotal`) must
 * still be the bill, no unit it covers may be paid or in a split, and an
 * amount may not exceed what its units cost. The one bill model prices it; a waiter's discount
 * above the owner's limit or after delivery needs a manager's approval (approveCorrection); the
 * row, the audit event and the order's news (order:updated 'bill', ADR 096) are written in one
 * transaction. Answers what it took off.
 */
export async function giveDiscount({
  db,
  orderId,
  businessId,
  staff,
  body,
  now,
}: {
  db: Db;
  orderId: string;
  businessId: string;
  staff: { staffId: string; role: StaffRole };
  body: GiveDiscountBody;
  now: Date;
}): Promise<{ amount: number }> {
  return db.transaction(async (tx) => {
    const { order, state } = await lockOpenBill({ tx, orderId, businessId, now });
    if (body.expectedTotal !== state.bill.total) throw totalChanged(state.bill.total, formatTry);
    const lineId = body.lineId ?? null;
    const lines = coveredLines({ bill: state.bill, lineId });
    const base = lines.reduce((sum, line) => sum + line.amount - line.staffDiscount, 0);
    if (body.kind === 'amount' && body.value > base) {
      throw refuse(400, 'DISCOUNT_TOO_LARGE', { left: formatTry(base) });
    }
    const id = newId();
    const reason = await resolveCorrectionReason({
      db: tx,
      businessId,
      kind: 'discount',
      reasonId: body.reasonId,
      reason: body.reason,
    });
    const discount = { id, lineId, kind: body.kind, value: body.value, reason };
    const bill = computeBill({
      ...state.input,
      staffDiscounts: [...(state.input.staffDiscounts ?? []), discount],
    });
    const amount = bill.staffDiscounts.at(-1)?.amount ?? 0;
    if (amount <= 0) throw refuse(400, 'NOTHING_TO_DISCOUNT');
    // A waiter alone only up to the owner's limit and before delivery (contract rule 4).
    const covered = new Set(lines.map((line) => line.id));
    const afterDelivery =
      order.status === 'delivered' ||
      state.items.some((item) => covered.has(item.id) && item.status === 'delivered');
    const { approvedBy } = await approveCorrection({
      tx,
      businessId,
      staff,
      kind: 'discount',
      amount,
      afterDelivery,
      approval: body.approval ?? null,
    });
    const { staffId } = staff;
    const approver = approvedBy?.id ?? null;
    await tx.insert(orderDiscounts).values({
      id,
      orderId,
      orderItemId: lineId,
      kind: body.kind,
      value: body.value,
      reason,
      staffId,
      approvedByStaffId: approver,
      createdAt: now,
    });
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'discount.given',
      subjectId: id,
      details: {
        orderNumber: order.orderNumber,
        item: lineId ? (lines[0]?.name ?? '') : null,
        kind: body.kind,
        value: body.value,
        amount,
        reason,
        approvedBy: approvedBy?.name ?? null,
        totalBefore: state.bill.total,
        totalAfter: bill.total,
      },
      now,
    });
    await emitOrderChange(tx, order, { kind: 'updated', change: 'bill' });
    return { amount };
  });
}
