import { GUEST_NAME } from '@masa/core/orders/order-limits';
import { eq } from 'drizzle-orm';
import { orders, tableSessionDiners, tableSessions, tables } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { findSittingDiner } from '../table-sessions/find-sitting-diner.ts';
import {
  currentSessionOf,
  lockTableSittings,
  touchSession,
} from '../table-sessions/table-current-session.ts';
import { TABLE_SESSION_MESSAGES as SM } from '../table-sessions/table-session-messages.ts';
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
 * POST /tables/sessions (001 §4 "Order placement": create the order, then a table session),
 * within the sittings of ADR 042. With `orderId`, the caller's own order at that table joins a
 * sitting: the one it was placed in (with a key), else the table's current sitting, else a new
 * one (the order proves the caller was at the table); the first order is noted. Without it,
 * the caller must be a diner of the table's current sitting (X-Table-Session-Key): the answer
 * is that sitting. Either way a diner whose key is sent is tied to the caller's account. Links
 * of one table are serialised by the same advisory lock as joins. A repeat changes nothing.
 */
export async function linkTableSession({
  tx,
  userId,
  input,
  now,
  key,
}: {
  tx: Tx;
  userId: string;
  input: LinkTableSessionInput;
  now: Date;
  /** The X-Table-Session-Key sent, if any (ADR 042). */
  key: string | null;
}): Promise<{ session: TableSessionRow; ended: TableSessionRow[] }> {
  const [table] = await tx.select().from(tables).where(eq(tables.id, input.tableId));
  if (!table) throw notFound(M.tableNotFound, 'TABLE_NOT_FOUND');
  if (table.businessId !== input.businessId)
    throw badRequest(M.tableOfOtherBusiness, 'TABLE_NOT_IN_BUSINESS');

  await lockTableSittings(tx, table.id);
  const [order] = input.orderId
    ? await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
    : [];
  if (input.orderId) {
    if (!order) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
    // Another diner's order is answered like an unknown id (docs/decisions/005-order-visibility.md).
    if (order.userId !== userId) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
    if (order.tableId !== table.id)
      throw badRequest('Sipariş bu masaya ait değil', 'ORDER_NOT_AT_TABLE');
  }
  const keyed = await findSittingDiner({ db: tx, key, now });
  const { current, ended } = await currentSessionOf({ tx, tableId: table.id, now });
  const ofKey = keyed && keyed.session.id === current?.id ? keyed : null;
  if (ofKey && ofKey.diner.userId === null) {
    await tx
      .update(tableSessionDiners)
      .set({ userId })
      .where(eq(tableSessionDiners.id, ofKey.diner.id));
  }

  if (!order) {
    if (!current || !ofKey) {
      const over = keyed && keyed.session.tableId === table.id;
      throw over
        ? forbidden(SM.ended, 'TABLE_SESSION_ENDED')
        : forbidden(SM.notJoined, 'TABLE_SESSION_REQUIRED');
    }
    return { session: await touchSession({ tx, id: current.id, now }), ended };
  }
  const [linked] = order.tableSessionId
    ? await tx.select().from(tableSessions).where(eq(tableSessions.id, order.tableSessionId))
    : [];
  // A repeat, or an order placed with a key (already in its sitting): only the first order is noted.
  if (linked && linked.status !== 'active') return { session: linked, ended };
  const session =
    linked ??
    current ??
    (
      await tx
        .insert(tableSessions)
        .values({
          tableId: table.id,
          businessId: table.businessId,
          orderId: order.id,
          userId,
          customerName: input.customerName?.trim() || order.customerName || GUEST_NAME,
          isResponsible: input.isResponsible ?? false,
          personCount: order.personCount,
          startedAt: now,
          lastActivityAt: now,
        })
        .returning()
    )[0]!;
  if (!linked)
    await tx.update(orders).set({ tableSessionId: session.id }).where(eq(orders.id, order.id));
  await tx
    .update(tableSessions)
    .set({ orderId: session.orderId ?? order.id, lastActivityAt: now, updatedAt: now })
    .where(eq(tableSessions.id, session.id));
  return {
    session: { ...session, orderId: session.orderId ?? order.id, lastActivityAt: now },
    ended,
  };
}
