import { and, eq, ne } from 'drizzle-orm';
import { orders, tableSessions } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { TableSessionRow } from '../orders/table-session-response.ts';

/**
 * After an order is paid or cancelled: its table session ends when no other open order is
 * left in it (the next diner at the table starts a new one). Returns the closed session, for
 * `session:updated`, or undefined when nothing changed.
 */
export async function closeFinishedSession({
  tx,
  order,
  now,
}: {
  tx: Tx;
  order: { id: string; tableSessionId: string | null };
  now: Date;
}): Promise<TableSessionRow | undefined> {
  if (!order.tableSessionId) return undefined;
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
  if (open) return undefined;
  const [closed] = await tx
    .update(tableSessions)
    .set({ status: 'closed', endedAt: now, updatedAt: now })
    .where(and(eq(tableSessions.id, order.tableSessionId), eq(tableSessions.status, 'active')))
    .returning();
  return closed;
}
