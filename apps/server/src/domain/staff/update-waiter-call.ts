import { and, eq, ne } from 'drizzle-orm';
import { orders, waiterCalls } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { listWaiterCalls } from './list-waiter-calls.ts';
import type { StaffWaiterCallResponse } from './staff-request-responses.ts';

/**
 * PATCH /staff/waiter-calls/{id}: a waiter acknowledges a call (on the way) or resolves it
 * (done). Pending → acknowledged → resolved, or straight to resolved; the same status again
 * changes nothing; a resolved call stays resolved (409). When an order's last open call is
 * resolved its waiterCalled flag goes back to false. Returns the call's order, when it has one
 * and something changed, so the diner can be told.
 */
export async function updateWaiterCall({
  tx,
  callId,
  businessId,
  staffId,
  status,
  now,
}: {
  tx: Tx;
  callId: string;
  businessId: string;
  staffId: string;
  status: 'acknowledged' | 'resolved';
  now: Date;
}): Promise<{
  call: StaffWaiterCallResponse;
  order: OrderRow | undefined;
  changed: boolean;
  /** Who called and where: told a waiter is on the way (issue 20). */
  caller: { userId: string | null; tableId: string };
}> {
  const [call] = await tx
    .select()
    .from(waiterCalls)
    .where(eq(waiterCalls.id, callId))
    .for('update');
  if (!call || call.businessId !== businessId) {
    throw refuse(404, 'WAITER_CALL_NOT_FOUND');
  }
  const changed = call.status !== status;
  if (changed && call.status === 'resolved') {
    throw refuse(409, 'WAITER_CALL_RESOLVED');
  }
  let order: OrderRow | undefined;
  if (changed) {
    await tx
      .update(waiterCalls)
      .set(
        status === 'acknowledged'
          ? { status, acknowledgedAt: now, acknowledgedByStaffId: staffId, updatedAt: now }
          : {
              status,
              resolvedAt: now,
              acknowledgedAt: call.acknowledgedAt ?? now,
              acknowledgedByStaffId: call.acknowledgedByStaffId ?? staffId,
              updatedAt: now,
            },
      )
      .where(eq(waiterCalls.id, call.id));
    if (status === 'resolved' && call.orderId) {
      const [open] = await tx
        .select({ id: waiterCalls.id })
        .from(waiterCalls)
        .where(and(eq(waiterCalls.orderId, call.orderId), ne(waiterCalls.status, 'resolved')))
        .limit(1);
      if (!open) {
        await tx
          .update(orders)
          .set({ waiterCalled: false, updatedAt: now })
          .where(eq(orders.id, call.orderId));
      }
    }
    if (call.orderId) [order] = await tx.select().from(orders).where(eq(orders.id, call.orderId));
  }
  const [view] = await listWaiterCalls({ db: tx, businessId, ids: [call.id] });
  return { call: view!, order, changed, caller: { userId: call.userId, tableId: call.tableId } };
}
