import { and, eq, ne } from 'drizzle-orm';
import { orders, tableSessions } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { orderInService } from './order-in-service.ts';

/**
 * After an order is paid, cancelled, or served once paid: when no other order of its sitting is
 * still in service (unpaid, or paid and not served yet), the service owes the sitting nothing
 * any more and its idle time starts now. The sitting itself goes on (the diners may stay and
 * order a tea); it ends when the staff clear the table or after SESSION_IDLE_MINUTES without
 * activity, SETTLED_SITTING_MINUTES once paid and served (ADR 042, ADR 059).
 */
export async function noteSessionSettled({
  tx,
  order,
  now,
}: {
  tx: Tx;
  order: { id: string; tableSessionId: string | null };
  now: Date;
}): Promise<void> {
  if (!order.tableSessionId) return;
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.tableSessionId, order.tableSessionId), ne(orders.id, order.id), orderInService),
    )
    .limit(1);
  if (open) return;
  await tx
    .update(tableSessions)
    .set({ lastActivityAt: now, updatedAt: now })
    .where(and(eq(tableSessions.id, order.tableSessionId), eq(tableSessions.status, 'active')));
}
