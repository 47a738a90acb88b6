import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { billRequests, orders, waiterCalls } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { orderInService } from '../live-orders/order-in-service.ts';

export type MovedOrder = {
  id: string;
  tableId: string;
  businessId: string;
  userId: string | null;
  tableSessionId: string | null;
};

/**
 * The orders a party takes along when it leaves a table (ADR 075): every order the table still
 * serves and every order of its sitting (paid ones too, so the sitting's history stays at its
 * table), locked FOR UPDATE like a payment locks them: a payment being priced finishes first.
 */
export async function lockPartyOrders({
  tx,
  tableId,
  sessionId,
}: {
  tx: Tx;
  tableId: string;
  sessionId: string | null;
}): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tableId, tableId),
        sessionId ? or(orderInService, eq(orders.tableSessionId, sessionId)) : orderInService,
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Moves those orders to `toTableId` (and into `toSessionId` when given: a merge), with their
 * bill requests not yet completed and the left table's open waiter calls.
 */
export async function moveTableRows({
  tx,
  orderIds,
  fromTableId,
  toTableId,
  toSessionId,
  now,
}: {
  tx: Tx;
  orderIds: string[];
  fromTableId: string;
  toTableId: string;
  toSessionId?: string;
  now: Date;
}): Promise<MovedOrder[]> {
  await tx
    .update(waiterCalls)
    .set({ tableId: toTableId, updatedAt: now })
    .where(and(eq(waiterCalls.tableId, fromTableId), ne(waiterCalls.status, 'resolved')));
  if (orderIds.length === 0) return [];
  await tx
    .update(billRequests)
    .set({ tableId: toTableId, updatedAt: now })
    .where(and(inArray(billRequests.orderId, orderIds), ne(billRequests.status, 'completed')));
  return tx
    .update(orders)
    .set({
      tableId: toTableId,
      ...(toSessionId ? { tableSessionId: toSessionId } : {}),
      updatedAt: now,
    })
    .where(inArray(orders.id, orderIds))
    .returning({
      id: orders.id,
      tableId: orders.tableId,
      businessId: orders.businessId,
      userId: orders.userId,
      tableSessionId: orders.tableSessionId,
    });
}
