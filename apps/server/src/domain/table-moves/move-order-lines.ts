import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { orderItems, orders, tables } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { repriceOrder } from '../orders/reprice-order.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { STAFF_MESSAGES } from '../staff/staff-messages.ts';
import { movableUnits } from './movable-units.ts';
import { TABLE_MOVE_MESSAGES as M } from './table-move-messages.ts';

export type LineMove = { itemId: string; quantity: number; expectedQuantity: number };

/**
 * Chosen units of an order's lines go to another table's bill (issue 32 §3, the friend who
 * joined; ADR 075): to that table's newest open order. A line moved in part splits: the units
 * left stay on their row, the moved ones become a row of the other order. Never a paid unit, one
 * a split holds, a share of a shared line or a free unit (movableUnits); each line names the
 * quantity the screen showed, and a line that changed since is 409 LINE_CHANGED. Both orders are
 * locked in id order, as a payment locks them, and re-priced by the one bill model's figures.
 */
export async function moveOrderLines({
  tx,
  businessId,
  staffId,
  orderId,
  toTableId,
  lines,
  now,
}: {
  tx: Tx;
  businessId: string;
  staffId: string;
  orderId: string;
  toTableId: string;
  lines: LineMove[];
  now: Date;
}): Promise<{ from: OrderRow; to: OrderRow; toTable: string }> {
  const [table] = await tx
    .select({ id: tables.id, name: tables.name })
    .from(tables)
    .where(and(eq(tables.id, toTableId), eq(tables.businessId, businessId)));
  if (!table) throw notFound(STAFF_MESSAGES.tableNotFound, 'TABLE_NOT_FOUND');
  const [source] = await tx
    .select({ id: orders.id, tableId: orders.tableId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId)));
  if (!source) throw notFound(STAFF_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
  if (source.tableId === table.id) throw badRequest(M.sameTable, 'SAME_TABLE');
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
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!target) throw conflict(M.noBillThere(table.name), 'NO_OPEN_BILL');
  const locked = await tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [source.id, target.id]))
    .orderBy(asc(orders.id))
    .for('update');
  const from = locked.find((row) => row.id === source.id)!;
  const to = locked.find((row) => row.id === target.id)!;

  // By id within the business: a line another waiter moved away a moment ago is 409, not 404.
  const rows = (
    await tx
      .select({ item: orderItems })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.businessId, businessId),
          inArray(
            orderItems.id,
            lines.map((line) => line.itemId),
          ),
        ),
      )
  ).map((row) => row.item);
  const movable = await movableUnits({ tx, lines: rows });
  let units = 0;
  for (const line of lines) {
    const row = rows.find((candidate) => candidate.id === line.itemId);
    if (!row) throw notFound(M.lineNotFound, 'ORDER_ITEM_NOT_FOUND');
    if (row.orderId !== from.id) throw conflict(M.lineGone(row.name), 'LINE_CHANGED');
    if (row.quantity !== line.expectedQuantity) {
      throw conflict(M.lineChanged(row.name, row.quantity), 'LINE_CHANGED');
    }
    const free = movable.get(row.id) ?? 0;
    if (line.quantity > free) {
      throw conflict(M.lineNotMovable(row.name, free), 'LINE_NOT_MOVABLE');
    }
    units += line.quantity;
    if (line.quantity === row.quantity) {
      await tx
        .update(orderItems)
        .set({ orderId: to.id, updatedAt: now })
        .where(eq(orderItems.id, row.id));
      continue;
    }
    await tx
      .update(orderItems)
      .set({ quantity: row.quantity - line.quantity, updatedAt: now })
      .where(eq(orderItems.id, row.id));
    const { id: _id, createdAt: _created, ...copy } = row;
    await tx.insert(orderItems).values({
      ...copy,
      orderId: to.id,
      quantity: line.quantity,
      paidQuantity: 0,
      isPaid: false,
      paidAt: null,
      paymentMethod: null,
      updatedAt: now,
    });
  }
  await repriceOrder({ tx, order: from, now });
  await repriceOrder({ tx, order: to, now });
  await recordAudit({
    db: tx,
    businessId,
    staffId,
    action: 'items.moved',
    subjectId: from.id,
    details: { fromOrder: from.orderNumber, toOrder: to.orderNumber, table: table.name, units },
    now,
  });
  return { from, to, toTable: table.name };
}
