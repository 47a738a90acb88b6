import { and, desc, eq, type SQL } from 'drizzle-orm';
import { orders, tables } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { LIVE_ORDER_MESSAGES as M } from './live-order-messages.ts';
import { loadOrderResponses } from '../orders/load-order-responses.ts';
import { redactOrderForTable } from './redact-order-for-table.ts';

/** Who asks: a signed-in customer, or an anonymous diner at the table (001 §6). */
export type ActiveOrdersViewer = { kind: 'customer'; userId: string } | { kind: 'table' };

/**
 * GET /orders/active and its aliases: the open (neither paid nor cancelled) orders at a table,
 * newest first. A customer gets their own; an anonymous viewer, who proved nothing but knowing
 * the table printed on it, gets every open order at that table without contact details
 * (redactOrderForTable). The table must belong to `businessId` when one is named. Without a
 * table, a customer gets their open orders at the business (the business alias of 001 §7).
 */
export async function findTableActiveOrders({
  db,
  viewer,
  businessId,
  tableId,
  now = new Date(),
}: {
  db: DbOrTx;
  viewer: ActiveOrdersViewer;
  businessId: string | undefined;
  tableId: string | undefined;
  now?: Date;
}): Promise<OrderResponse[]> {
  if (tableId) {
    const [table] = await db
      .select({ businessId: tables.businessId })
      .from(tables)
      .where(eq(tables.id, tableId));
    if (!table || (businessId && table.businessId !== businessId)) {
      throw notFound(M.tableNotFound, 'TABLE_NOT_FOUND');
    }
  }
  const where: SQL[] = [eq(orders.isPaid, false), eq(orders.isCancelled, false)];
  if (tableId) where.push(eq(orders.tableId, tableId));
  if (businessId) where.push(eq(orders.businessId, businessId));
  if (viewer.kind === 'customer') where.push(eq(orders.userId, viewer.userId));
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
  const found = await loadOrderResponses({ db, orderIds: rows.map((row) => row.id), now });
  return viewer.kind === 'customer' ? found : found.map(redactOrderForTable);
}
