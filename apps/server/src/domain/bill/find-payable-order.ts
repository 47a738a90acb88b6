import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { findCallerSitting } from '../table-sessions/caller-sitting.ts';

/**
 * The order a diner asks to pay or split, if the diner may: its own customer, or a diner of
 * the sitting the order was placed in while that sitting lasts: the key the phone got when it
 * joined (X-Table-Session-Key), or an order of one's own in that sitting
 * (docs/decisions/042-private-table-sessions.md, which supersedes the open-order and scan
 * rules of ADR 002). Friends at one table split one order;
 * the next party at the table, who scanned the same printed code later, is in another sitting.
 * Anyone else, and an unknown id, get the same 404, so ids cannot be probed.
 * `businessId` / `tableId`, when the body names them, must be the order's.
 * With `lock`, the order row is locked FOR UPDATE once access is granted: every write that
 * changes what is left to pay (bill and split requests here, payments and split decisions on
 * the staff side) takes this lock first, so they run one after another per order.
 */
export async function findPayableOrder({
  db,
  orderId,
  userId,
  sessionKey = null,
  businessId,
  tableId,
  lock = false,
}: {
  db: DbOrTx;
  orderId: string;
  userId: string;
  /** The caller's key to a table's sitting (ADR 042). */
  sessionKey?: string | null;
  businessId?: string | undefined;
  tableId?: string | undefined;
  lock?: boolean;
}): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const named =
    order &&
    (!businessId || businessId === order.businessId) &&
    (!tableId || tableId === order.tableId);
  if (!order || !named) throw refuse(404, 'ORDER_NOT_FOUND.bill');
  if (order.userId !== userId && !(await sitsInItsSitting(db, order, userId, sessionKey))) {
    throw refuse(404, 'ORDER_NOT_FOUND.bill');
  }
  if (!lock) return order;
  const [locked] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return locked ?? order;
}

async function sitsInItsSitting(
  db: DbOrTx,
  order: OrderRow,
  userId: string,
  key: string | null,
): Promise<boolean> {
  if (!order.tableSessionId) return false;
  const sitting = await findCallerSitting({
    db,
    key,
    userId,
    sessionId: order.tableSessionId,
    now: new Date(),
  });
  return sitting !== null;
}
