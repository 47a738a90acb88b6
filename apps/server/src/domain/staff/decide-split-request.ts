import { calculateRemainingQuantity } from '@masa/core/bill/remaining-quantity';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { orderItems, splitBillRequestItems, splitBillRequests } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { repriceSplitRequest } from '../bill/reprice-split-request.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { findStaffOrder } from './find-staff-order.ts';
import { listSplitRequests } from './list-split-requests.ts';
import type { SplitRequestResponse } from './staff-request-responses.ts';
import { STAFF_MESSAGES as M } from './staff-messages.ts';

/**
 * PATCH /staff/split-requests/{id}: approve or reject a pending split request. Approval holds
 * the request's units for its payer, so it must fit what is left of each line by the rule of
 * 001 §4 (core calculateRemainingQuantity: quantity less the larger of paidQuantity and the
 * units of other approved requests; 0 when paid). The order row is locked first, as by every
 * staff write, so two approvals of overlapping requests queue and the second is refused (409).
 */
export async function decideSplitRequest({
  tx,
  requestId,
  businessId,
  staffId,
  decision,
  now,
}: {
  tx: Tx;
  requestId: string;
  businessId: string;
  staffId: string;
  decision: 'approved' | 'rejected';
  now: Date;
}): Promise<{ request: SplitRequestResponse; order: OrderRow }> {
  const [head] = await tx
    .select({ orderId: splitBillRequests.orderId, businessId: splitBillRequests.businessId })
    .from(splitBillRequests)
    .where(eq(splitBillRequests.id, requestId));
  if (!head || head.businessId !== businessId) {
    throw notFound(M.splitRequestNotFound, 'SPLIT_REQUEST_NOT_FOUND');
  }
  const order = await findStaffOrder({ db: tx, orderId: head.orderId, businessId, lock: true });
  const [request] = await tx
    .select()
    .from(splitBillRequests)
    .where(eq(splitBillRequests.id, requestId))
    .for('update');
  if (request?.status !== 'pending') {
    throw new AppError(409, 'SPLIT_REQUEST_DECIDED', M.splitAlreadyDecided);
  }
  if (decision === 'approved') await assertUnitsLeft({ tx, requestId, orderId: order.id });
  // NOTE: priced again in approval order, so approved splits add up (issue 7, see the function).
  if (decision === 'approved') await repriceSplitRequest({ tx, order, requestId, now });
  await tx
    .update(splitBillRequests)
    .set({ status: decision, decidedAt: now, decidedByStaffId: staffId, updatedAt: now })
    .where(eq(splitBillRequests.id, requestId));
  const [view] = await listSplitRequests({ db: tx, businessId, ids: [requestId] });
  return { request: view!, order };
}

async function assertUnitsLeft({
  tx,
  requestId,
  orderId,
}: {
  tx: Tx;
  requestId: string;
  orderId: string;
}) {
  const wanted = await tx
    .select({ item: orderItems, quantity: splitBillRequestItems.quantity })
    .from(splitBillRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, splitBillRequestItems.orderItemId))
    .where(eq(splitBillRequestItems.requestId, requestId));
  if (wanted.length === 0) return;
  const approved = await tx
    .select({
      requestId: splitBillRequestItems.requestId,
      itemId: splitBillRequestItems.orderItemId,
      quantity: splitBillRequestItems.quantity,
    })
    .from(splitBillRequestItems)
    .innerJoin(splitBillRequests, eq(splitBillRequests.id, splitBillRequestItems.requestId))
    .where(
      and(
        eq(splitBillRequests.orderId, orderId),
        eq(splitBillRequests.status, 'approved'),
        ne(splitBillRequests.id, requestId),
        inArray(
          splitBillRequestItems.orderItemId,
          wanted.map((row) => row.item.id),
        ),
      ),
    );
  const others = approved.map((row) => ({
    status: 'approved',
    selectedItems: { [row.itemId]: row.quantity },
  }));
  for (const { item, quantity } of wanted) {
    const remaining = item.status === 'cancelled' ? 0 : calculateRemainingQuantity(item, others);
    if (quantity > remaining) {
      throw new AppError(409, 'SPLIT_EXCEEDS_REMAINING', M.splitExceeds(item.name, remaining));
    }
  }
}
