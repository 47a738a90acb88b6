import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';

/**
 * An order of the staff member's own business; another business's order answers 404 like an
 * unknown one. With `lock` the row is locked FOR UPDATE: every staff write to an order takes
 * this lock first, so status changes, payments and split decisions of one order queue.
 */
export async function findStaffOrder({
  db,
  orderId,
  businessId,
  lock = false,
}: {
  db: DbOrTx;
  orderId: string;
  businessId: string;
  lock?: boolean;
}): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order || order.businessId !== businessId) throw refuse(404, 'ORDER_NOT_FOUND');
  return order;
}
