import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { billRequests, orders, tableSessions, waiterCalls } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { orderInService } from '../staff/order-in-service.ts';
import type { SessionRow } from '../table-sessions/find-sitting-diner.ts';
import { currentSessionOf } from '../table-sessions/table-current-session.ts';
import { lockTwoTables, type TableRow } from './lock-two-tables.ts';
import { TABLE_MOVE_MESSAGES as M } from './table-move-messages.ts';

export type MovedOrder = {
  id: string;
  tableId: string;
  businessId: string;
  userId: string | null;
  tableSessionId: string | null;
};

/** What a refused target looks like to the staff: out of service, or someone sits there. */
export function assertTargetUsable(to: TableRow): void {
  if (!to.active || to.status === 'unavailable') {
    throw conflict(M.outOfService(to.name), 'TABLE_OUT_OF_SERVICE');
  }
}

/**
 * The party moved (issue 32 §3, ADR 075): the table's sitting (its diners' keys keep working:
 * the sitting is the same row, now at the other table), every order of that sitting and every
 * order the table still serves, their open bill requests and the table's open waiter calls go to
 * a free table of the same business. A table with its own sitting or open orders is refused
 * (that is a merge). Runs under both tables' locks and the orders' row locks, so a payment
 * being recorded finishes first or waits for the move.
 */
export async function moveTableParty({
  tx,
  businessId,
  staffId,
  fromTableId,
  toTableId,
  now,
}: {
  tx: Tx;
  businessId: string;
  staffId: string;
  fromTableId: string;
  toTableId: string;
  now: Date;
}): Promise<{ from: TableRow; to: TableRow; orders: MovedOrder[]; sittings: SessionRow[] }> {
  const { from, to } = await lockTwoTables({ tx, businessId, fromTableId, toTableId });
  assertTargetUsable(to);
  const target = await currentSessionOf({ tx, tableId: to.id, now });
  const targetOrders = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tableId, to.id), orderInService))
    .limit(1);
  if (target.current || targetOrders.length > 0) {
    throw conflict(M.targetSeated(to.name), 'TABLE_OCCUPIED');
  }
  const source = await currentSessionOf({ tx, tableId: from.id, now });
  const sitting = source.current;
  const moving = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tableId, from.id),
        sitting ? or(orderInService, eq(orders.tableSessionId, sitting.id)) : orderInService,
      ),
    )
    .for('update');
  if (!sitting && moving.length === 0) {
    throw conflict(M.nothingToMove(from.name), 'NOTHING_TO_MOVE');
  }
  const ids = moving.map((row) => row.id);
  const moved = ids.length
    ? await tx
        .update(orders)
        .set({ tableId: to.id, updatedAt: now })
        .where(inArray(orders.id, ids))
        .returning({
          id: orders.id,
          tableId: orders.tableId,
          businessId: orders.businessId,
          userId: orders.userId,
          tableSessionId: orders.tableSessionId,
        })
    : [];
  if (ids.length) {
    await tx
      .update(billRequests)
      .set({ tableId: to.id, updatedAt: now })
      .where(and(inArray(billRequests.orderId, ids), ne(billRequests.status, 'completed')));
  }
  await tx
    .update(waiterCalls)
    .set({ tableId: to.id, updatedAt: now })
    .where(and(eq(waiterCalls.tableId, from.id), ne(waiterCalls.status, 'resolved')));
  const sittings = sitting
    ? await tx
        .update(tableSessions)
        .set({ tableId: to.id, lastActivityAt: now, updatedAt: now })
        .where(eq(tableSessions.id, sitting.id))
        .returning()
    : [];
  await recordAudit({
    db: tx,
    businessId,
    staffId,
    action: 'table.moved',
    subjectId: to.id,
    details: { from: from.name, to: to.name, orders: moved.length },
    now,
  });
  return { from, to, orders: moved, sittings: [...source.ended, ...target.ended, ...sittings] };
}
