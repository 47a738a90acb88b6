import { formatTry } from '@masa/core/money/format-try';
import { and, eq, isNull } from 'drizzle-orm';
import { orderDiscounts } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { coveredLines, totalChanged } from './covered-lines.ts';
import { lockOpenBill } from './lock-open-bill.ts';

/**
 * DELETE /staff/orders/{id}/discounts/{discountId}: an owner or manager takes a discount back
 * (issue 32 §2, ADR 074). The row stays with removed_at; refused while a unit it covers is paid
 * or in a split, or when the screen's total is stale. Audited with what it had taken off; its
 * news (order:updated 'bill') is written in the same transaction (ADR 096).
 */
export async function removeDiscount({
  db,
  orderId,
  discountId,
  businessId,
  staffId,
  expectedTotal,
  now,
}: {
  db: Db;
  orderId: string;
  discountId: string;
  businessId: string;
  staffId: string;
  expectedTotal: number;
  now: Date;
}): Promise<{ amount: number }> {
  return db.transaction(async (tx) => {
    const { order, state } = await lockOpenBill({ tx, orderId, businessId, now });
    const given = state.bill.staffDiscounts.find((discount) => discount.id === discountId);
    if (!given) throw refuse(404, 'DISCOUNT_NOT_FOUND');
    if (expectedTotal !== state.bill.total) throw totalChanged(state.bill.total, formatTry);
    const lines = coveredLines({ bill: state.bill, lineId: given.lineId, removing: true });
    await tx
      .update(orderDiscounts)
      .set({ removedAt: now, removedByStaffId: staffId })
      .where(and(eq(orderDiscounts.id, discountId), isNull(orderDiscounts.removedAt)));
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'discount.removed',
      subjectId: discountId,
      details: {
        orderNumber: order.orderNumber,
        item: given.lineId ? (lines[0]?.name ?? '') : null,
        kind: given.kind,
        value: given.value,
        amount: given.amount,
        reason: given.reason,
      },
      now,
    });
    await emitOrderChange(tx, order, { kind: 'updated', change: 'bill' });
    return { amount: given.amount };
  });
}
