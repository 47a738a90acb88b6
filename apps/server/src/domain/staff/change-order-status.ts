import { and, eq, inArray, ne } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { CorrectionApproval } from '@masa/core/corrections/corrections.schemas';
import {
  ITEM_STATUS_RANK,
  ORDER_TRANSITIONS,
  itemStatusForOrder,
} from '@masa/core/orders/order-status';
import { ORDER_ITEM_STATUSES, type OrderStatus, type StaffRole } from '../../db/schema/enums.ts';
import { approveServedCancel } from '../corrections/approve-served-cancel.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { noteSessionSettled } from '../live-orders/note-session-settled.ts';
import { loadOrderResponse } from '../orders/load-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { statusWithBillRequested } from '../bill/status-with-bill-requested.ts';
import { findStaffOrder } from './find-staff-order.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { emitDinerNotice } from '../live-orders/emit-diner-notice.ts';
import { answerOrderMessage } from './answer-order-message.ts';

export type StatusChange = {
  order: OrderResponse;
  /** Lines the new status moved along with the order. */
  itemsMoved: number;
};

/**
 * Moves the order along ORDER_TRANSITIONS in the caller's transaction (409 with a Turkish
 * message for any other move), bringing the lines that are behind it along.
 */
async function moveOrderStatus({
  tx,
  orderId,
  businessId,
  status,
  staff,
  approval,
  now,
}: {
  tx: Tx;
  orderId: string;
  businessId: string;
  status: OrderStatus;
  /** Who asks: cancelling an order something of which was served is a void (ADR 073). */
  staff: { staffId: string; role: StaffRole };
  approval?: CorrectionApproval | null;
  now: Date;
}): Promise<StatusChange> {
  const order = await findStaffOrder({ db: tx, orderId, businessId, lock: true });
  if (!ORDER_TRANSITIONS[order.status].includes(status)) {
    throw refuse(409, 'INVALID_STATUS_TRANSITION', { from: order.status, to: status });
  }
  if (status === 'completed' && !order.isPaid) {
    throw refuse(409, 'ORDER_NOT_PAID');
  }
  if (status === 'cancelled' && order.paymentStatus !== 'unpaid') {
    throw refuse(409, 'ORDER_PARTLY_PAID');
  }
  const cancelled = status === 'cancelled';
  if (cancelled) await approveServedCancel({ tx, order, businessId, staff, approval });
  // A served order whose bill was already asked for waits in bill_requested (ADR 039); one paid
  // before it was made is done once served (ADR 054).
  const stored =
    order.isPaid && status === 'delivered'
      ? 'paid'
      : order.billRequested
        ? statusWithBillRequested(status)
        : status;
  await tx
    .update(orders)
    .set({
      status: stored,
      updatedAt: now,
      ...(cancelled ? { isCancelled: true, cancelledAt: now, editableUntil: null } : {}),
      // The first time only: a status is never set twice, but an order placed before these
      // columns may reach 'delivered' without a readyAt, which stays unknown (ADR 037).
      ...(status === 'ready' && !order.readyAt ? { readyAt: now } : {}),
      ...(status === 'delivered' && !order.deliveredAt ? { deliveredAt: now } : {}),
      // The order's expected time counts from its acceptance (issue 20).
      ...(status === 'received' && order.receivedAt === null ? { receivedAt: now } : {}),
    })
    .where(eq(orders.id, order.id));

  const itemStatus = cancelled ? 'cancelled' : itemStatusForOrder(status);
  let itemsMoved = 0;
  if (itemStatus) {
    const behind = ORDER_ITEM_STATUSES.filter(
      (s) => ITEM_STATUS_RANK[s] < ITEM_STATUS_RANK[itemStatus],
    );
    const moved = await tx
      .update(orderItems)
      .set({ status: itemStatus, updatedAt: now })
      .where(
        and(
          eq(orderItems.orderId, order.id),
          inArray(orderItems.status, behind),
          ne(orderItems.status, 'cancelled'),
        ),
      )
      .returning({ id: orderItems.id });
    itemsMoved = moved.length;
  }
  // Cancelled, or served after it was paid: the sitting may owe nothing more (ADR 059).
  if (cancelled || stored === 'paid') await noteSessionSettled({ tx, order, now });
  const response = await loadOrderResponse({ db: tx, orderId: order.id, now, forStaff: true });
  if (!response) throw refuse(404, 'ORDER_NOT_FOUND');
  return { order: response, itemsMoved };
}

/**
 * PATCH /staff/orders/{id}/status: moves an order of the staff member's business along
 * ORDER_TRANSITIONS (409 with a Turkish message for any other move). A kitchen status brings
 * the lines that are behind it along (itemStatusForOrder); cancelling needs an order nothing
 * was paid for, cancels its lines, ends its edit window and may start its sitting's idle time
 * (ADR 042), as serving an order already paid does (ADR 059). Delivering an order whose bill was asked for stores bill_requested; delivering one
 * paid before it was served stores 'paid' (ADR 054).
 * Reaching 'ready' or 'delivered' stamps readyAt / deliveredAt in the same write, for the
 * sales report's service times (docs/decisions/037-order-status-times.md). A cancellation is
 * audited, its reason posted to the order's thread; the news is written with the change and
 * published after its commit (ADR 096).
 */
export async function changeOrderStatus({
  db,
  reason,
  ...move
}: Omit<Parameters<typeof moveOrderStatus>[0], 'tx'> & {
  db: Db;
  /** Why it is cancelled: posted to the order's message thread so the diner sees it. */
  reason?: string | undefined;
}): Promise<StatusChange> {
  const { orderId, businessId, status, staff, now } = move;
  const cancelling = status === 'cancelled';
  return db.transaction(async (tx) => {
    const change = await moveOrderStatus({ tx, ...move });
    const { order } = change;
    if (cancelling) {
      await recordAudit({
        db: tx,
        businessId,
        staffId: staff.staffId,
        action: 'order.cancelled',
        subjectId: order.id,
        details: {
          orderNumber: order.orderNumber,
          table: order.table.name,
          total: order.total,
          reason: reason ?? null,
        },
        now,
      });
      if (reason) {
        const { staffId } = staff;
        const note = { message: reason, messageType: 'other' as const };
        await answerOrderMessage({ tx, orderId, businessId, staffId, ...note, now });
      }
    }
    await emitOrderChange(tx, order, { kind: 'status', status: order.status, updatedAt: now });
    await emitDinerNotice(tx, order.userId, {
      kind: 'order_status',
      orderId: order.id,
      orderNumber: order.orderNumber,
      businessId: order.businessId,
      tableId: order.tableId,
      // Served after it was paid, it is stored 'paid' (ADR 054): the diner's news is the food.
      status: status === 'delivered' && order.status === 'paid' ? 'delivered' : order.status,
      reason: cancelling ? (reason ?? null) : null,
      expectedReadyAt: order.expectedReadyAt,
      createdAt: now,
    });
    if (change.itemsMoved > 0) {
      await emitOrderChange(tx, order, { kind: 'updated', change: 'items' });
    }
    if (order.isCancelled) await emitOrderChange(tx, order, { kind: 'deleted' });
    return change;
  });
}
