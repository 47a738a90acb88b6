import { and, eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';

/**
 * A line of this order, locked FOR UPDATE, before a staff write changes it (a void, an ikram, a
 * new kitchen status): 404 ITEM_NOT_FOUND for a line of another order. The caller holds the
 * order's lock.
 */
export async function lockOrderLine({
  tx,
  orderId,
  itemId,
}: {
  tx: Tx;
  orderId: string;
  itemId: string;
}): Promise<typeof orderItems.$inferSelect> {
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
    .for('update');
  if (!item) throw refuse(404, 'ITEM_NOT_FOUND');
  return item;
}
