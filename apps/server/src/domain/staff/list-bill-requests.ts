import { and, desc, eq } from 'drizzle-orm';
import { billRequests, orders, tables } from '../../db/schema/index.ts';
import { requestFilter, requestPlace, type RequestListQuery } from './request-list.ts';
import type { BillRequestResponse } from './staff-request-responses.ts';

type Status = 'pending' | 'acknowledged' | 'completed';

/** GET /staff/bill-requests: the business's 'Hesap İste' requests, newest first. */
export async function listBillRequests({
  db,
  businessId,
  statuses,
  ids,
  limit = 100,
}: RequestListQuery<Status>): Promise<BillRequestResponse[]> {
  const where = requestFilter(billRequests, { businessId, statuses, ids });
  const rows = await db
    .select({ request: billRequests, ...requestPlace })
    .from(billRequests)
    .innerJoin(orders, eq(orders.id, billRequests.orderId))
    .innerJoin(tables, eq(tables.id, orders.tableId))
    .where(and(...where))
    .orderBy(desc(billRequests.createdAt))
    .limit(limit);
  return rows.map(({ request: r, ...place }) => ({
    id: r.id,
    _id: r.id,
    orderId: r.orderId,
    businessId: r.businessId,
    tableId: r.tableId,
    userId: r.userId,
    mode: r.mode,
    peopleCount: r.peopleCount,
    paymentMethod: r.paymentMethod,
    tipPercentage: r.tipPercentage,
    tipAmount: r.tipAmount,
    amount: r.amount,
    status: r.status,
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
    completedAt: r.completedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    ...place,
  }));
}
