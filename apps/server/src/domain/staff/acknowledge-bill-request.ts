import { eq } from 'drizzle-orm';
import { billRequests, orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { listBillRequests } from './list-bill-requests.ts';
import type { BillRequestResponse } from './staff-request-responses.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { emitDinerNotice } from '../live-orders/emit-diner-notice.ts';

/**
 * PATCH /staff/bill-requests/{id}: staff have seen the request and bring the bill. Only a
 * pending request changes; an acknowledged or completed one (the last payment completes it)
 * is answered as it is.
 */
export async function acknowledgeBillRequest({
  db,
  requestId,
  businessId,
  staffId,
  now,
}: {
  db: Db;
  requestId: string;
  businessId: string;
  staffId: string;
  now: Date;
}): Promise<{
  request: BillRequestResponse;
  order: OrderRow;
  changed: boolean;
  /** The diner who asked: told the bill is on its way (issue 20). */
  requesterId: string | null;
}> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(billRequests)
      .where(eq(billRequests.id, requestId))
      .for('update');
    if (!request || request.businessId !== businessId) {
      throw refuse(404, 'BILL_REQUEST_NOT_FOUND');
    }
    const changed = request.status === 'pending';
    if (changed) {
      await tx
        .update(billRequests)
        .set({
          status: 'acknowledged',
          acknowledgedAt: now,
          acknowledgedByStaffId: staffId,
          updatedAt: now,
        })
        .where(eq(billRequests.id, request.id));
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
    const [view] = await listBillRequests({ db: tx, businessId, ids: [request.id] });
    if (changed) {
      // The diner who asked hears the bill is on the way, on any screen (after the commit).
      await emitOrderChange(tx, order!, { kind: 'updated', change: 'bill' });
      await emitDinerNotice(tx, request.userId, {
        kind: 'bill_on_the_way',
        orderId: order!.id,
        orderNumber: order!.orderNumber,
        businessId: order!.businessId,
        tableId: order!.tableId,
        createdAt: now,
      });
    }
    return { request: view!, order: order!, changed, requesterId: request.userId };
  });
}
