import { and, eq } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import { orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { ID_PATTERN, TABLE_ID_PATTERN } from '../../lib/ids.ts';
import type { OrderRow } from '../orders/to-order-response.ts';

/** 001 §5: an id of 24 or more characters is an order id, a shorter one a table id. */
export const ORDER_ID_MIN_LENGTH = 24;

export type OrderRef = { kind: 'order'; orderId: string } | { kind: 'table'; tableId: string };

/** Reads a path id by the 24-character rule; a malformed one is refused (400). */
export function readOrderRef(id: string): OrderRef {
  if (id.length >= ORDER_ID_MIN_LENGTH) {
    if (!ID_PATTERN.test(id)) throw refuse(400, 'INVALID_ORDER_ID');
    return { kind: 'order', orderId: id };
  }
  if (!TABLE_ID_PATTERN.test(id)) throw refuse(400, 'INVALID_TABLE_ID');
  return { kind: 'table', tableId: id };
}

/**
 * The caller's order named by a path id: an order id must be the caller's own order; a table
 * id stands for the caller's newest active order at that table. Anything else is 404, the same
 * answer for an unknown id and for somebody else's, so ids cannot be probed. With `lock` the
 * row is locked FOR UPDATE (inside the caller's transaction). `businessId`, when given, must be
 * the order's business.
 */
export async function resolveCustomerOrder({
  db,
  id,
  userId,
  businessId,
  lock = false,
}: {
  db: DbOrTx;
  id: string;
  userId: string;
  businessId?: string | undefined;
  lock?: boolean;
}): Promise<OrderRow> {
  const ref = readOrderRef(id);
  let orderId: string;
  if (ref.kind === 'order') {
    orderId = ref.orderId;
  } else {
    const [active] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.tableId, ref.tableId),
          eq(orders.userId, userId),
          eq(orders.isPaid, false),
          eq(orders.isCancelled, false),
        ),
      )
      .orderBy(newestFirst(orders.createdAt))
      .limit(1);
    if (!active) throw refuse(404, 'ORDER_NOT_FOUND.noActiveOrder');
    orderId = active.id;
  }
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order || order.userId !== userId || (businessId && order.businessId !== businessId)) {
    throw refuse(404, 'ORDER_NOT_FOUND.orderNotFound');
  }
  return order;
}
