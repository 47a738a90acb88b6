import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { RealtimeServer } from '../../realtime/realtime-server.ts';
import { emitOrderEvent } from '../../realtime/emit.ts';
import { presentIntent } from './present-intent.ts';
import type { IntentRow } from './reserve-intent.ts';

/**
 * payment-intent:updated after a committed change of an intent (issue 34): to the order's room,
 * its sitting's phones and its business's staff, so every screen follows it without a reload.
 */
export async function announceIntent({
  db,
  io,
  intent,
  twin,
}: {
  db: Db;
  io: RealtimeServer;
  intent: IntentRow;
  twin: boolean;
}): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, intent.orderId));
  if (!order) return;
  emitOrderEvent(io, order, 'payment-intent:updated', {
    orderId: order.id,
    intent: presentIntent(intent, twin),
  });
}
