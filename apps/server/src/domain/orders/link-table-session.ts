import { GUEST_NAME } from '@masa/core/orders/order-limits';
import { eq } from 'drizzle-orm';
import { orders, tableSessionDiners, tableSessions, tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { findSittingDiner } from '../table-sessions/find-sitting-diner.ts';
import { startSitting } from '../table-sessions/start-sitting.ts';
import {
  currentSessionOf,
  lockTableSittings,
  touchSession,
} from '../table-sessions/table-current-session.ts';
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
 * within the sittings of ADR 042. With `orderId`, the caller's own order at that table answers
 * the sitting it was placed in, while it lasts (sittingOfOrder); the first order is noted.
 * Without it, the caller must be a diner of the table's current sitting (X-Table-Session-Key): the answer
 * is that sitting. Either way a diner whose key is sent is tied to the caller's account. Links
 * of one table are serialised by the same advisory lock as joins. A repeat changes nothing.
 */
export async function linkTableSession({
  db,
  userId,
  input,
  now,
  key,
}: {
  db: Db;
  userId: string;
  input: LinkTableSessionInput;
  now: Date;
  /** The X-Table-Session-Key sent, if any (ADR 042). */
  key: string | null;
}): Promise<{ session: TableSessionRow; ended: TableSessionRow[] }> {
  return db.transaction(async (tx) => {
    const [table] = await tx.select().from(tables).where(eq(tables.id, input.tableId));
    if (!table) throw refuse(404, 'TABLE_NOT_FOUND.walkout.tableNotFound');
    if (table.businessId !== input.businessId) throw refuse(400, 'TABLE_NOT_IN_BUSINESS');

    await lockTableSittings(tx, table.id);
    const [order] = input.orderId
      ? await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
      : [];
    if (input.orderId) {
      if (!order) throw refuse(404, 'ORDER_NOT_FOUND.orderNotFound');
      // Another diner's order is answered like an unknown id (docs/decisions/005-order-visibility.md).
      if (order.userId !== userId) throw refuse(404, 'ORDER_NOT_FOUND.orderNotFound');
      if (order.tableId !== table.id) throw refuse(400, 'ORDER_NOT_AT_TABLE');
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
        throw over ? refuse(403, 'TABLE_SESSION_ENDED') : refuse(403, 'TABLE_SESSION_REQUIRED');
      }
      return { session: await touchSession({ tx, id: current.id, now }), ended };
    }
    const session = await sittingOfOrder({ tx, order, current, userId, input, now });
    await tx
      .update(tableSessions)
      .set({ orderId: session.orderId ?? order.id, lastActivityAt: now, updatedAt: now })
      .where(eq(tableSessions.id, session.id));
    return {
      session: { ...session, orderId: session.orderId ?? order.id, lastActivityAt: now },
      ended,
    };
  });
}

/**
 * The sitting an order links to (issue 28): only the one it was placed in, while it lasts. An
 * order from before every order had a sitting joins the table's current one (or starts one)
 * only while it is open and not older than that sitting: last month's paid order does not open
 * tonight's party. Otherwise 403 TABLE_SESSION_ENDED, as for a key of a sitting that is over.
 * The caller who started the sitting with this order names it (001 §4's customerName).
 */
async function sittingOfOrder({
  tx,
  order,
  current,
  userId,
  input,
  now,
}: {
  tx: Tx;
  order: typeof orders.$inferSelect;
  current: TableSessionRow | undefined;
  userId: string;
  input: LinkTableSessionInput;
  now: Date;
}): Promise<TableSessionRow> {
  const ended = refuse(403, 'TABLE_SESSION_ENDED');
  if (order.tableSessionId) {
    if (order.tableSessionId !== current?.id) throw ended;
    if (current.orderId !== order.id || current.userId !== userId) return current;
    const named = {
      customerName: input.customerName?.trim() || current.customerName,
      isResponsible: input.isResponsible ?? current.isResponsible,
    };
    await tx.update(tableSessions).set(named).where(eq(tableSessions.id, current.id));
    return { ...current, ...named };
  }
  if (order.isPaid || order.isCancelled) throw ended;
  if (current && order.createdAt < current.startedAt) throw ended;
  const session =
    current ??
    (await startSitting({
      tx,
      sitting: {
        tableId: order.tableId,
        businessId: order.businessId,
        orderId: order.id,
        userId,
        customerName: input.customerName?.trim() || order.customerName || GUEST_NAME,
        isResponsible: input.isResponsible ?? false,
        personCount: order.personCount,
      },
      now,
    }));
  await tx.update(orders).set({ tableSessionId: session.id }).where(eq(orders.id, order.id));
  return session;
}
