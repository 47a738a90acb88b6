import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import { orders } from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/enums.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { loadOrderResponses } from '../orders/load-order-responses.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { orderInService, orderOutOfService } from '../live-orders/order-in-service.ts';

/**
 * GET /staff/orders: the business's orders, newest first. `active=true` keeps those the service
 * still owes (not cancelled; unpaid, or paid but not served yet: ADR 054), `active=false` the
 * others; `statuses` and `tableId` narrow further.
 */
export async function listStaffOrders({
  db,
  businessId,
  statuses,
  active,
  tableId,
  limit,
}: {
  db: DbOrTx;
  businessId: string;
  statuses?: OrderStatus[] | undefined;
  active?: boolean | undefined;
  tableId?: string | undefined;
  limit: number;
}): Promise<OrderResponse[]> {
  const where: SQL[] = [eq(orders.businessId, businessId)];
  if (statuses?.length) where.push(inArray(orders.status, statuses));
  if (active === true) where.push(orderInService);
  if (active === false) where.push(orderOutOfService);
  if (tableId) where.push(eq(orders.tableId, tableId));
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...where))
    .orderBy(newestFirst(orders.createdAt), desc(orders.id))
    .limit(limit);
  return loadOrderResponses({ db, orderIds: rows.map((row) => row.id), forStaff: true });
}
