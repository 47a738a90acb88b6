import { and, desc, eq } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import { orders, tables, waiterCalls } from '../../db/schema/index.ts';
import { serializeWaiterCall } from '../live-orders/waiter-call-response.ts';
import { requestFilter, requestPlace, type RequestListQuery } from './request-list.ts';
import type { StaffWaiterCallResponse } from './staff-request-responses.ts';

type Status = 'pending' | 'acknowledged' | 'resolved';

/** GET /staff/waiter-calls: the business's waiter calls, newest first, by status. */
export async function listWaiterCalls({
  db,
  businessId,
  statuses,
  ids,
  limit = 100,
}: RequestListQuery<Status>): Promise<StaffWaiterCallResponse[]> {
  const where = requestFilter(waiterCalls, { businessId, statuses, ids });
  const rows = await db
    .select({ call: waiterCalls, ...requestPlace })
    .from(waiterCalls)
    .innerJoin(tables, eq(tables.id, waiterCalls.tableId))
    .leftJoin(orders, eq(orders.id, waiterCalls.orderId))
    .where(and(...where))
    .orderBy(newestFirst(waiterCalls.createdAt), desc(waiterCalls.id))
    .limit(limit);
  return rows.map(({ call, ...place }) => ({ ...serializeWaiterCall(call), ...place }));
}
