import { and, eq, gt } from 'drizzle-orm';
import { orders, qrScans, tableSessions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { BILL_MESSAGES as M } from './bill-messages.ts';

/**
 * The order a diner asks to pay or split, if the diner may (docs/decisions/002-who-may-pay-an-order.md):
 * its own customer, or any signed-in customer sitting at the same table now: with an open order
 * there (neither paid nor cancelled), the active table session started by them, or a scan of
 * the table's QR code recorded in the last SEATED_SCAN_HOURS hours, carrying its access token
 * (ADR 015). Friends at one table split
 * one order. Anyone else, and an unknown id, get the same 404, so ids cannot be
 * probed. `businessId` / `tableId`, when the body names them, must be the order's.
 * With `lock`, the order row is locked FOR UPDATE once access is granted: every write that
 * changes what is left to pay (bill and split requests here, payments and split decisions on
 * the staff side) takes this lock first, so they run one after another per order.
 */
/** How long a recorded scan of a table's QR code counts as sitting there: a long meal. */
export const SEATED_SCAN_HOURS = 6;

export async function findPayableOrder({
  db,
  orderId,
  userId,
  businessId,
  tableId,
  lock = false,
}: {
  db: DbOrTx;
  orderId: string;
  userId: string;
  businessId?: string | undefined;
  tableId?: string | undefined;
  lock?: boolean;
}): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const named =
    order &&
    (!businessId || businessId === order.businessId) &&
    (!tableId || tableId === order.tableId);
  if (!order || !named) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
  if (order.userId !== userId && !(await sitsAtTable(db, order, userId))) {
    throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
  }
  if (!lock) return order;
  const [locked] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return locked ?? order;
}

async function sitsAtTable(db: DbOrTx, order: OrderRow, userId: string): Promise<boolean> {
  const { tableId, businessId } = order;
  const [openOrder] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tableId, tableId),
        eq(orders.userId, userId),
        eq(orders.isPaid, false),
        eq(orders.isCancelled, false),
      ),
    )
    .limit(1);
  if (openOrder) return true;
  const [session] = await db
    .select({ id: tableSessions.id })
    .from(tableSessions)
    .where(
      and(
        eq(tableSessions.tableId, tableId),
        eq(tableSessions.userId, userId),
        eq(tableSessions.status, 'active'),
      ),
    )
    .limit(1);
  if (session) return true;
  const since = new Date(Date.now() - SEATED_SCAN_HOURS * 3_600_000);
  const [scan] = await db
    .select({ id: qrScans.id })
    .from(qrScans)
    .where(
      and(
        eq(qrScans.businessId, businessId),
        gt(qrScans.createdAt, since),
        eq(qrScans.tableId, tableId),
        eq(qrScans.userId, userId),
        eq(qrScans.atTable, true),
      ),
    )
    .limit(1);
  return scan !== undefined;
}
