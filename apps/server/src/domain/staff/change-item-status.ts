import { eq } from 'drizzle-orm';
import { orderItems, paymentShares } from '../../db/schema/index.ts';
import type { CorrectionApproval } from '@masa/core/corrections/corrections.schemas';
import type { OrderItemStatus, StaffRole } from '../../db/schema/enums.ts';
import { approveCorrection } from '../corrections/approve-correction.ts';
import { refuse } from '../../lib/app-error.ts';
import { lockOrderLine } from '../corrections/lock-order-line.ts';
import type { Db } from '../../db/client.ts';
import { repriceOrder } from '../orders/reprice-order.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { findStaffOrder } from './find-staff-order.ts';
import { ITEM_STATUS_RANK } from '@masa/core/orders/order-status';
import { settleOrderIfPaid, type Settlement } from '../live-orders/settle-order-if-paid.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { announceSettlement } from '../live-orders/announce-settlement.ts';

/**
 * PATCH /staff/orders/{id}/items/{itemId}/status: a line moves forward in kitchen order
 * (pending, received, preparing, ready, delivered), or is cancelled while not delivered and
 * unpaid, which is a void of the whole line (not made before the kitchen started it, else
 * wasted) by the approval rule (ADR 073; POST …/void takes a reason and some units). A cancelled line leaves the totals (repriceOrder); if every other line is already
 * paid, that settles the order (settleOrderIfPaid).
 */
export async function changeItemStatus({
  db,
  orderId,
  itemId,
  businessId,
  status,
  staff,
  approval,
  now,
}: {
  db: Db;
  orderId: string;
  itemId: string;
  businessId: string;
  status: OrderItemStatus;
  /** Who cancels: a cancelled line is a void of the whole line by the approval rule (ADR 073). */
  staff: { staffId: string; role: StaffRole };
  approval?: CorrectionApproval | null;
  now: Date;
}): Promise<{ order: OrderResponse; settlement: Settlement | undefined }> {
  return db.transaction(async (tx) => {
    const order = await findStaffOrder({ db: tx, orderId, businessId, lock: true });
    const item = await lockOrderLine({ tx, orderId: order.id, itemId });
    const cancelling = status === 'cancelled';
    const allowed = cancelling
      ? item.status !== 'delivered' && item.status !== 'cancelled'
      : ITEM_STATUS_RANK[status] > ITEM_STATUS_RANK[item.status] && item.status !== 'cancelled';
    if (!allowed) {
      throw refuse(409, 'INVALID_ITEM_TRANSITION', {
        name: item.name,
        from: item.status,
        to: status,
      });
    }
    // A share paid of a shared line (ADR 048) counts as paid: its units are paid only in full.
    const [paidShare] = cancelling
      ? await tx
          .select({ itemId: paymentShares.orderItemId })
          .from(paymentShares)
          .where(eq(paymentShares.orderItemId, item.id))
          .limit(1)
      : [];
    if (cancelling && (item.paidQuantity > 0 || paidShare)) {
      throw refuse(409, 'ITEM_PAID.itemPaidCannotCancel', { name: item.name });
    }
    const voided = cancelling
      ? ({
          voidedKind:
            item.status === 'pending' || item.status === 'received' ? 'not_made' : 'wasted',
          voidedByStaffId: staff.staffId,
          approvedByStaffId:
            (
              await approveCorrection({
                tx,
                businessId,
                staff,
                kind: 'void',
                amount: (item.quantity - item.freeQuantity) * item.unitPrice,
                afterDelivery: false,
                approval: approval ?? null,
              })
            ).approvedBy?.id ?? null,
        } as const)
      : {};
    await tx
      .update(orderItems)
      .set({ status, ...voided, updatedAt: now })
      .where(eq(orderItems.id, item.id));
    let settlement: Settlement | undefined;
    if (cancelling) {
      await repriceOrder({ tx, order, now });
      settlement = await settleOrderIfPaid({ tx, orderId: order.id, now });
    }
    const response = await loadOrderResponse({ db: tx, orderId: order.id, now, forStaff: true });
    if (!response) throw refuse(404, 'ORDER_NOT_FOUND');
    if (cancelling) {
      const line = response.items.find((one) => one.id === itemId);
      await recordAudit({
        db: tx,
        businessId,
        staffId: staff.staffId,
        action: 'item.cancelled',
        subjectId: itemId,
        details: {
          orderNumber: response.orderNumber,
          table: response.table.name,
          item: line?.name ?? '',
          quantity: line?.quantity ?? 0,
        },
        now,
      });
    }
    // The news is written with the change and published after its commit (ADR 096).
    await emitOrderChange(tx, response, { kind: 'item-status', itemId, status });
    if (cancelling) await emitOrderChange(tx, response, { kind: 'updated', change: 'items' });
    if (settlement?.completed) await announceSettlement(tx, response, settlement, now);
    return { order: response, settlement };
  });
}
