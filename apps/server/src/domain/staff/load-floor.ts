import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { tableState } from '@masa/core/staff/table-state';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { orders, tableSessions, tables, waiterCalls } from '../../db/schema/index.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';
import { loadOrderResponses } from '../orders/load-order-responses.ts';
import { sessionIsLive } from '../table-sessions/session-liveness.ts';
import { orderInService } from '../live-orders/order-in-service.ts';

/**
 * The floor of a business (issue 16 §5): every active table with its state (core tableState),
 * what is open on it (from the open orders' bills) and since when. A fixed number of reads,
 * whatever the number of tables.
 */
export async function loadFloor({ db, businessId }: BusinessScope): Promise<FloorTable[]> {
  const now = new Date();
  const tableRows = await db
    .select()
    .from(tables)
    .where(and(eq(tables.businessId, businessId), eq(tables.active, true)))
    .orderBy(asc(tables.number));
  const open = await db
    .select({
      id: orders.id,
      tableId: orders.tableId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      billRequested: orders.billRequested,
      total: orders.total,
      createdAt: orders.createdAt,
      billLabel: orders.billLabel,
    })
    .from(orders)
    // Paid but not served yet counts as open: the table still waits for its food (ADR 054).
    .where(and(eq(orders.businessId, businessId), orderInService))
    .orderBy(asc(orders.createdAt));
  const sessions = await db
    .select({ tableId: tableSessions.tableId, since: sql<Date>`min(${tableSessions.startedAt})` })
    .from(tableSessions)
    // A sitting that is over (ADR 042) no longer seats anyone, even before the next scan closes it.
    .where(and(eq(tableSessions.businessId, businessId), sessionIsLive(now)))
    .groupBy(tableSessions.tableId);
  const lastPaid = await db
    .select({ tableId: orders.tableId, at: max(orders.paidAt) })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.isPaid, true)))
    .groupBy(orders.tableId);
  const calls = await db
    .select({ tableId: waiterCalls.tableId, count: sql<number>`count(*)::int` })
    .from(waiterCalls)
    .where(
      and(
        eq(waiterCalls.businessId, businessId),
        inArray(waiterCalls.status, ['pending', 'acknowledged']),
      ),
    )
    .groupBy(waiterCalls.tableId);

  const bills = new Map(
    (
      await loadOrderResponses({ db, orderIds: open.map((order) => order.id), now, forStaff: true })
    ).map((order) => [order.id, order.bill.left]),
  );
  return tableRows.map((table) => {
    const own = open.filter((order) => order.tableId === table.id);
    const session = sessions.find((row) => row.tableId === table.id);
    const paidAt = lastPaid.find((row) => row.tableId === table.id)?.at ?? null;
    const since = [session ? new Date(session.since) : undefined, own[0]?.createdAt].filter(
      (date): date is Date => date !== undefined,
    );
    // What is left comes from the one bill model (ADR 027), as the table panel shows it.
    const left = (order: (typeof own)[number]) => bills.get(order.id) ?? 0;
    return {
      id: table.id,
      name: table.name,
      number: table.number,
      seats: table.seats,
      state: tableState({
        openOrders: own,
        seated: session !== undefined,
        lastPaidAt: paidAt,
        clearedAt: table.clearedAt,
        now,
      }),
      openAmount: own.reduce((sum, order) => sum + left(order), 0),
      seatedSince:
        since.length > 0
          ? new Date(Math.min(...since.map((d) => d.getTime()))).toISOString()
          : null,
      openCalls: calls.find((row) => row.tableId === table.id)?.count ?? 0,
      openOrders: own.map((order) => ({
        id: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        left: left(order),
        billLabel: order.billLabel,
      })),
    };
  });
}
