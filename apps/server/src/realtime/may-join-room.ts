import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, tableSessions } from '../db/schema/orders.ts';
import { tables } from '../db/schema/tables.ts';
import { sessionIsLive } from '../domain/table-sessions/session-liveness.ts';
import type { Principal } from '../lib/access-token.ts';

type Target = { kind: 'user' | 'business' | 'table' | 'order'; id: string };

/**
 * Who may listen where (issue 6 "joined only when the socket may see them"):
 * - business rooms carry only public news (menu, opening): anyone;
 * - a user room: that customer;
 * - an order room: its customer, or staff of its business;
 * - a table room: staff of its business, or a customer with an open order at that table in
 *   the table's sitting that lasts (ADR 042; when the sitting ends, emitSessionUpdated takes
 *   the diners' sockets out again, issue 28 §2).
 */
export async function mayJoinRoom({
  db,
  principal,
  target,
}: {
  db: Db;
  principal: Principal | undefined;
  target: Target;
}): Promise<boolean> {
  switch (target.kind) {
    case 'business':
      return true;
    case 'user':
      return principal?.kind === 'customer' && principal.userId === target.id;
    case 'order': {
      if (!principal) return false;
      const [order] = await db
        .select({ userId: orders.userId, businessId: orders.businessId })
        .from(orders)
        .where(eq(orders.id, target.id))
        .limit(1);
      if (!order) return false;
      return principal.kind === 'customer'
        ? order.userId === principal.userId
        : order.businessId === principal.businessId;
    }
    case 'table': {
      if (!principal) return false;
      if (principal.kind === 'staff') {
        const [table] = await db
          .select({ businessId: tables.businessId })
          .from(tables)
          .where(eq(tables.id, target.id))
          .limit(1);
        return table?.businessId === principal.businessId;
      }
      const [open] = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(tableSessions, eq(tableSessions.id, orders.tableSessionId))
        .where(
          and(
            eq(orders.tableId, target.id),
            eq(orders.userId, principal.userId),
            eq(orders.isPaid, false),
            eq(orders.isCancelled, false),
            sessionIsLive(new Date()),
          ),
        )
        .limit(1);
      return open !== undefined;
    }
  }
}
