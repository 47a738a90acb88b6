import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { orders, tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { moveUnits, type LineMove } from './move-units.ts';

/**
 * Chosen units of an order's lines go to another table's bill (issue 32 §3, the friend who
 * joined; ADR 075): to that table's first bill's newest open order (ADR 078), by moveUnits (a
 * line moved in part splits; paid, held, shared and free units stay; a stale count is 409).
 * Both orders are locked in id order, as a payment locks them.
 */
export async function moveOrderLines({
  db,
  businessId,
  staffId,
  orderId,
  toTableId,
  lines,
  now,
}: {
  db: Db;
  businessId: string;
  staffId: string;
  orderId: string;
  toTableId: string;
  lines: LineMove[];
  now: Date;
}): Promise<{ from: OrderRow; to: OrderRow; toTable: string }> {
  return db.transaction(async (tx) => {
    const [table] = await tx
      .select({ id: tables.id, name: tables.name })
      .from(tables)
      .where(and(eq(tables.id, toTableId), eq(tables.businessId, businessId)));
    if (!table) throw refuse(404, 'TABLE_NOT_FOUND');
    const [source] = await tx
      .select({ id: orders.id, tableId: orders.tableId })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId)));
    if (!source) throw refuse(404, 'ORDER_NOT_FOUND');
    if (source.tableId === table.id) throw refuse(400, 'SAME_TABLE');
    const [target] = await tx
      .select({ id: orders.id })
      .from(orders)
      // A bill closed as a walk-out or put on an open account is settled (ADR 076): never a
      // target, or the loss or the customer's debt would grow after the fact.
      .where(
        and(
          eq(orders.tableId, table.id),
          eq(orders.isPaid, false),
          eq(orders.isCancelled, false),
          isNull(orders.walkedOutAt),
          isNull(orders.openAccountId),
        ),
      )
      // The table's first bill before a second one ("Ayrı hesap", ADR 078).
      .orderBy(sql`${orders.billLabel} is not null`, desc(orders.createdAt))
      .limit(1);
    if (!target) throw refuse(409, 'NO_OPEN_BILL', { table: table.name });
    const locked = await tx
      .select()
      .from(orders)
      .where(inArray(orders.id, [source.id, target.id]))
      .orderBy(asc(orders.id))
      .for('update');
    const from = locked.find((row) => row.id === source.id)!;
    const to = locked.find((row) => row.id === target.id)!;

    await moveUnits({ tx, businessId, staffId, from, to, table: table.name, lines, now });
    return { from, to, toTable: table.name };
  });
}
