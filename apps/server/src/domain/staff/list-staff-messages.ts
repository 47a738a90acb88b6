import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import { orderMessages, orders, tables } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { serializeOrderMessage } from '../live-orders/message-response.ts';
import type { StaffMessageResponse } from './staff-request-responses.ts';

/**
 * GET /staff/messages: the business's order messages, newest first. `unanswered` keeps the
 * diners' messages no staff answer has marked read yet.
 */
export async function listStaffMessages({
  db,
  businessId,
  orderId,
  unanswered,
  limit,
}: {
  db: DbOrTx;
  businessId: string;
  orderId?: string | undefined;
  unanswered?: boolean | undefined;
  limit: number;
}): Promise<StaffMessageResponse[]> {
  const where: SQL[] = [eq(orderMessages.businessId, businessId)];
  if (orderId) where.push(eq(orderMessages.orderId, orderId));
  if (unanswered) {
    where.push(eq(orderMessages.senderType, 'customer'), isNull(orderMessages.readAt));
  }
  const rows = await db
    .select({
      message: orderMessages,
      orderNumber: orders.orderNumber,
      tableId: tables.id,
      tableName: tables.name,
      tableNumber: tables.number,
    })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .innerJoin(tables, eq(tables.id, orders.tableId))
    .where(and(...where))
    .orderBy(newestFirst(orderMessages.createdAt), desc(orderMessages.id))
    .limit(limit);
  return rows.map(({ message, ...place }) => ({ ...serializeOrderMessage(message), ...place }));
}
