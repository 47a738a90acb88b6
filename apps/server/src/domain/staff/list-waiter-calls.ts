import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { orders, tables, waiterCalls } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { serializeWaiterCall } from '../live-orders/waiter-call-response.ts';
import type { StaffWaiterCallResponse } from './staff-request-responses.ts';

type Status = 'pending' | 'acknowledged' | 'resolved';

/** GET /staff/waiter-calls: the business's waiter calls, newest first, by status. */
export async function listWaiterCalls({
  db,
  businessId,
  statuses,
  ids,
  limit = 100,
}: {
  db: DbOrTx;
  businessId: string;
  statuses?: Status[] | undefined;
  ids?: string[];
  limit?: number;
}): Promise<StaffWaiterCallResponse[]> {
  const where: SQL[] = [eq(waiterCalls.businessId, businessId)];
  if (statuses?.length) where.push(inArray(waiterCalls.status, statuses));
  if (ids) where.push(inArray(waiterCalls.id, ids));
  const rows = await db
    .select({
      call: waiterCalls,
      orderNumber: orders.orderNumber,
      tableName: tables.name,
      tableNumber: tables.number,
    })
    .from(waiterCalls)
    .innerJoin(tables, eq(tables.id, waiterCalls.tableId))
    .leftJoin(orders, eq(orders.id, waiterCalls.orderId))
    .where(and(...where))
    .orderBy(desc(waiterCalls.createdAt))
    .limit(limit);
  return rows.map(({ call, ...place }) => ({ ...serializeWaiterCall(call), ...place }));
}
