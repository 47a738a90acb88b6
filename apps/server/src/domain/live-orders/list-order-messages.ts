import { asc, eq } from 'drizzle-orm';
import { orderMessages } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { serializeOrderMessage, type OrderMessageResponse } from './message-response.ts';

/** An order's message thread, oldest first: the diner's messages and the business's answers. */
export async function listOrderMessages({
  db,
  orderId,
}: {
  db: DbOrTx;
  orderId: string;
}): Promise<OrderMessageResponse[]> {
  const rows = await db
    .select()
    .from(orderMessages)
    .where(eq(orderMessages.orderId, orderId))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return rows.map(serializeOrderMessage);
}
