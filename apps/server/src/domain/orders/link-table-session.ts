import { GUEST_NAME } from '@masa/core/orders/order-limits';
import { and, desc, eq, sql } from 'drizzle-orm';
import { orders, tableSessions, tables } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { notAtTable, tableTokenMatches } from '../tables/table-presence.ts';
import { ORDER_REQUEST_MESSAGES as M } from './order-messages.ts';
import type { TableSessionRow } from './table-session-response.ts';

export type LinkTableSessionInput = {
  tableId: string;
  businessId: string;
  orderId?: string | null;
  customerName?: string | null;
  isResponsible?: boolean | null;
};

/**
 * An active session still has an open order; one without is over and is closed. Written out
 * in SQL: drizzle leaves column names unqualified in a single-table select, which the
 * correlated subquery would misread.
 */
const hasOpenOrder = sql<boolean>`exists (select 1 from orders o where o.table_session_id = table_sessions.id and not o.is_paid and not o.is_cancelled)`;

/**
 * POST /tables/sessions (001 §4 "Order placement": create the order, then a table session).
 * Joins the table's active session when it still has an open order, else starts one, and links
 * the order to it. Without an order of one's own at the table, only a diner holding the table's
 * access token may start or join its session (ADR 015). Sessions of one table are serialised by an advisory lock, so two phones
 * ordering at once share one session. Repeating the call for a linked order changes nothing.
 */
export async function linkTableSession({
  tx,
  userId,
  input,
  now,
  tableToken,
}: {
  tx: Tx;
  userId: string;
  input: LinkTableSessionInput;
  now: Date;
  /** The X-Table-Token sent: joining without one's own order there needs it (ADR 015). */
  tableToken: string | null;
}): Promise<TableSessionRow> {
  const [table] = await tx.select().from(tables).where(eq(tables.id, input.tableId));
  if (!table) throw notFound(M.tableNotFound, 'TABLE_NOT_FOUND');
  if (table.businessId !== input.businessId)
    throw badRequest(M.tableOfOtherBusiness, 'TABLE_NOT_IN_BUSINESS');

  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`table-session:${table.id}`}, 0))`,
  );
  const [order] = input.orderId
    ? await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
    : [];
  if (input.orderId) {
    if (!order) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
    // Another diner's order is answered like an unknown id (docs/decisions/005-order-visibility.md).
    if (order.userId !== userId) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
    if (order.tableId !== table.id)
      throw badRequest('Sipariş bu masaya ait değil', 'ORDER_NOT_AT_TABLE');
    if (order.tableSessionId) {
      const [linked] = await tx
        .select()
        .from(tableSessions)
        .where(eq(tableSessions.id, order.tableSessionId));
      if (linked) return linked;
    }
  } else if (!tableTokenMatches(table.accessToken, tableToken)) {
    throw notAtTable();
  }

  const active = await tx
    .select({ session: tableSessions, open: hasOpenOrder })
    .from(tableSessions)
    .where(and(eq(tableSessions.tableId, table.id), eq(tableSessions.status, 'active')))
    .orderBy(desc(tableSessions.startedAt));
  const current = active.find((row) => row.open)?.session;
  const stale = active.filter((row) => row.session !== current).map((row) => row.session.id);
  for (const id of stale) {
    await tx
      .update(tableSessions)
      .set({ status: 'closed', endedAt: now })
      .where(eq(tableSessions.id, id));
  }
  const session =
    current ??
    (
      await tx
        .insert(tableSessions)
        .values({
          tableId: table.id,
          businessId: table.businessId,
          orderId: order?.id ?? null,
          userId,
          customerName: input.customerName?.trim() || order?.customerName || GUEST_NAME,
          isResponsible: input.isResponsible ?? false,
          personCount: order?.personCount ?? 1,
          startedAt: now,
        })
        .returning()
    )[0]!;
  if (order)
    await tx.update(orders).set({ tableSessionId: session.id }).where(eq(orders.id, order.id));
  return session;
}
