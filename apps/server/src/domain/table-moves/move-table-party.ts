import { and, eq } from 'drizzle-orm';
import { orders, tableSessions } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { orderInService } from '../live-orders/order-in-service.ts';
import type { SessionRow } from '../table-sessions/find-sitting-diner.ts';
import { currentSessionOf } from '../table-sessions/table-current-session.ts';
import { lockTwoTables, type TableRow } from './lock-two-tables.ts';
import { lockPartyOrders, moveTableRows, type MovedOrder } from './move-table-rows.ts';

/** What a refused target looks like to the staff: out of service, or someone sits there. */
export function assertTargetUsable(to: TableRow): void {
  if (!to.active || to.status === 'unavailable') {
    throw refuse(409, 'TABLE_OUT_OF_SERVICE', { table: to.name });
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
  db,
  businessId,
  staffId,
  fromTableId,
  toTableId,
  now,
}: {
  db: Db;
  businessId: string;
  staffId: string;
  fromTableId: string;
  toTableId: string;
  now: Date;
}): Promise<{ from: TableRow; to: TableRow; orders: MovedOrder[]; sittings: SessionRow[] }> {
  return db.transaction(async (tx) => {
    const { from, to } = await lockTwoTables({ tx, businessId, fromTableId, toTableId });
    assertTargetUsable(to);
    const target = await currentSessionOf({ tx, tableId: to.id, now });
    const targetOrders = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tableId, to.id), orderInService))
      .limit(1);
    if (target.current || targetOrders.length > 0) {
      throw refuse(409, 'TABLE_OCCUPIED', { table: to.name });
    }
    const source = await currentSessionOf({ tx, tableId: from.id, now });
    const sitting = source.current;
    const ids = await lockPartyOrders({ tx, tableId: from.id, sessionId: sitting?.id ?? null });
    if (!sitting && ids.length === 0) {
      throw refuse(409, 'NOTHING_TO_MOVE', { table: from.name });
    }
    const moved = await moveTableRows({
      tx,
      orderIds: ids,
      fromTableId: from.id,
      toTableId: to.id,
      now,
    });
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
  });
}
