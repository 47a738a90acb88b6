import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import { orders, tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { loadOrderResponses } from '../orders/load-order-responses.ts';
import { redactOrderForTable } from './redact-order-for-table.ts';

/**
 * Who asks: a signed-in customer, or an anonymous diner at the table (001 §6); `sittingId`,
 * the table's current sitting when the caller is one of its diners (ADR 042).
 */
export type ActiveOrdersViewer =
  | { kind: 'customer'; userId: string; sittingId?: string | undefined }
  | { kind: 'table'; sittingId: string };

/**
 * GET /orders/active and its aliases: the open (neither paid nor cancelled) orders at a table,
 * newest first. A customer gets their own; a diner of the table's current sitting (ADR 042)
 * also gets the sitting's other open orders, and an anonymous diner of it gets the sitting's
 * open orders, in both cases without anyone else's identity or payments (redactOrderForTable).
 * The table must belong to `businessId` when one is named. Without a table, a customer gets
 * their open orders at the business (the business alias of 001 §7).
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
      throw refuse(404, 'TABLE_NOT_FOUND.tableNotFound');
    }
  }
  const where: SQL[] = [
    eq(orders.isPaid, false),
    eq(orders.isCancelled, false),
    isNull(orders.walkedOutAt),
    isNull(orders.openAccountId),
  ];
  if (tableId) where.push(eq(orders.tableId, tableId));
  if (businessId) where.push(eq(orders.businessId, businessId));
  const ofSitting = viewer.sittingId ? eq(orders.tableSessionId, viewer.sittingId) : undefined;
  const own = viewer.kind === 'customer' ? eq(orders.userId, viewer.userId) : undefined;
  where.push((own && ofSitting ? or(own, ofSitting) : (own ?? ofSitting))!);
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...where))
    .orderBy(newestFirst(orders.createdAt), desc(orders.id))
    .limit(50);
  const found = await loadOrderResponses({ db, orderIds: rows.map((row) => row.id), now });
  const mine = (order: OrderResponse) =>
    viewer.kind === 'customer' && order.userId === viewer.userId;
  return found.map((order) => (mine(order) ? order : redactOrderForTable(order)));
}
