import { and, eq, inArray } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { repriceOrder } from '../orders/reprice-order.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { movableUnits } from './movable-units.ts';

export type LineMove = { itemId: string; quantity: number; expectedQuantity: number };

/**
 * Chosen units of `from`'s lines become lines of `to` (ADR 075, and a second bill on the same
 * table, ADR 078): a line moved in part splits, the units left stay on their row, the moved
 * ones become a row of `to`. Never a paid unit, one a split holds, a share of a shared line or
 * a free unit (movableUnits); each line names the quantity the screen showed, and a line that
 * changed or left since is 409 LINE_CHANGED. The caller holds both orders' row locks; both are
 * re-priced by the one bill model's figures. The move is audited as `items.moved` by the staff
 * member who made it, with `table` naming where the units went. Both orders' followers hear an
 * item change, written with the move (ADR 096): not 'created', the kitchen already has these
 * dishes and its tablets must not chime again.
 */
export async function moveUnits({
  tx,
  businessId,
  staffId,
  from,
  to,
  table,
  lines,
  now,
}: {
  tx: Tx;
  businessId: string;
  staffId: string;
  from: OrderRow;
  to: OrderRow;
  /** The table (and bill) the units went to, as the audit trail names it. */
  table: string;
  lines: LineMove[];
  now: Date;
}): Promise<void> {
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
    if (!row) throw refuse(404, 'ORDER_ITEM_NOT_FOUND');
    if (row.orderId !== from.id) throw refuse(409, 'LINE_CHANGED.lineGone', { name: row.name });
    if (row.quantity !== line.expectedQuantity) {
      throw refuse(409, 'LINE_CHANGED.lineChanged', { name: row.name, quantity: row.quantity });
    }
    const free = movable.get(row.id) ?? 0;
    if (line.quantity > free) {
      throw refuse(409, 'LINE_NOT_MOVABLE', { name: row.name, movable: free });
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
    details: { fromOrder: from.orderNumber, toOrder: to.orderNumber, table, units },
    now,
  });
  for (const order of [from, to]) {
    await emitOrderChange(tx, order, { kind: 'updated', change: 'items' });
  }
}
