import { and, eq, ne } from 'drizzle-orm';
import { orders, waiterCalls } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { listWaiterCalls } from './list-waiter-calls.ts';
import type { StaffWaiterCallResponse } from './staff-request-responses.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { emitDinerNotice } from '../live-orders/emit-diner-notice.ts';

/**
 * PATCH /staff/waiter-calls/{id}: a waiter acknowledges a call (on the way) or resolves it
 * (done). Pending → acknowledged → resolved, or straight to resolved; the same status again
 * changes nothing; a resolved call stays resolved (409). When an order's last open call is
 * resolved its waiterCalled flag goes back to false. Returns the call's order, when it has one
 * and something changed, so the diner can be told.
 */
export async function updateWaiterCall({
  db,
  callId,
  businessId,
  staffId,
  status,
  now,
}: {
  db: Db;
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
  return db.transaction(async (tx) => {
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
    if (order) await emitOrderChange(tx, order, { kind: 'updated', change: 'waiter_call' });
    // "Geliyorum": the diner who called hears a waiter is on the way, on any screen.
    if (changed && status === 'acknowledged') {
      await emitDinerNotice(tx, call.userId, {
        kind: 'waiter_on_the_way',
        orderId: order?.id ?? null,
        orderNumber: order?.orderNumber ?? null,
        businessId,
        tableId: call.tableId,
        createdAt: now,
      });
    }
    return { call: view!, order, changed, caller: { userId: call.userId, tableId: call.tableId } };
  });
}
