import { and, eq, ne } from 'drizzle-orm';
import { orders, tableSessions } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';

/**
 * After an order is paid or cancelled: when no other order of its sitting is open, nothing is
 * owed there any more and the sitting's idle time starts now. The sitting itself goes on (the
 * diners may stay and order a tea); it ends when the staff clear the table or after
 * SESSION_IDLE_MINUTES without activity (ADR 042).
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
      and(
        eq(orders.tableSessionId, order.tableSessionId),
        ne(orders.id, order.id),
        eq(orders.isPaid, false),
        eq(orders.isCancelled, false),
      ),
    )
    .limit(1);
  if (open) return;
  await tx
    .update(tableSessions)
    .set({ lastActivityAt: now, updatedAt: now })
    .where(and(eq(tableSessions.id, order.tableSessionId), eq(tableSessions.status, 'active')));
}
