import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { printOrderTickets } from './print-order-tickets.ts';

/**
 * "Tekrar yazdır" on a board card (issue 33): the order's station tickets again, each under
 * "TEKRAR BASKI", on the printers of its stations, with its lines as they are now (voided ones
 * gone). Another business's order 404; a held course never went to the kitchen (409); no
 * printer serving its stations 409 and nothing written.
 */
export async function reprintOrder({
  db,
  businessId,
  orderId,
  now,
}: {
  db: Db;
  businessId: string;
  orderId: string;
  now: Date;
}): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ heldAt: orders.heldAt, firedAt: orders.firedAt })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId)));
    if (!order) throw refuse(404, 'ORDER_NOT_FOUND.orderNotFound');
    if (order.heldAt && !order.firedAt) throw refuse(409, 'NOTHING_TO_REPRINT');
    const jobs = await printOrderTickets({
      tx,
      businessId,
      orderIds: [orderId],
      kind: 'reprint',
      now,
    });
    if (jobs === 0) throw refuse(409, 'NO_PRINTER');
    return jobs;
  });
}
