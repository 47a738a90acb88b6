import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  orderItems,
  orderServiceCharges,
  orders,
  payments,
  splitBillRequestCharges,
  splitBillRequestItems,
  splitBillRequestShares,
  splitBillRequests,
  tables,
} from '../../db/schema/index.ts';
import { requestFilter, requestPlace, type RequestListQuery } from './request-list.ts';
import type { SplitRequestResponse } from './staff-request-responses.ts';

type Status = 'pending' | 'approved' | 'rejected';

/**
 * GET /staff/split-requests: the business's 'Hesabı Böl' requests with their lines, and whether
 * their payment was recorded. `open`: those the staff still have to act on, of orders still
 * open: pending ones and approved ones not paid yet (ADR 027: approval reserves the units, the payment is recorded
 * after).
 */
export async function listSplitRequests({
  db,
  businessId,
  statuses,
  open = false,
  ids,
  limit = 100,
}: RequestListQuery<Status> & { open?: boolean }): Promise<SplitRequestResponse[]> {
  const paid = sql<boolean>`exists (select 1 from ${payments} where ${payments.splitBillRequestId} = ${splitBillRequests.id})`;
  const where = requestFilter(splitBillRequests, { businessId, statuses, ids });
  if (open) {
    where.push(eq(orders.isPaid, false), eq(orders.isCancelled, false));
    where.push(
      or(
        eq(splitBillRequests.status, 'pending'),
        and(eq(splitBillRequests.status, 'approved'), sql`not ${paid}`),
      )!,
    );
  }
  const rows = await db
    .select({
      request: splitBillRequests,
      paid,
      ...requestPlace,
    })
    .from(splitBillRequests)
    .innerJoin(orders, eq(orders.id, splitBillRequests.orderId))
    .innerJoin(tables, eq(tables.id, orders.tableId))
    .where(and(...where))
    .orderBy(desc(splitBillRequests.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const requestIds = rows.map((row) => row.request.id);
  // What each request asks for, one read after another: `db` may be a transaction, whose one
  // connection takes a query at a time.
  const lines = await db
    .select({
      requestId: splitBillRequestItems.requestId,
      itemId: splitBillRequestItems.orderItemId,
      quantity: splitBillRequestItems.quantity,
      name: orderItems.name,
    })
    .from(splitBillRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, splitBillRequestItems.orderItemId))
    .where(inArray(splitBillRequestItems.requestId, requestIds))
    .orderBy(asc(orderItems.createdAt));
  const charges = await db
    .select({
      requestId: splitBillRequestCharges.requestId,
      chargeId: splitBillRequestCharges.orderServiceChargeId,
      name: orderServiceCharges.name,
    })
    .from(splitBillRequestCharges)
    .innerJoin(
      orderServiceCharges,
      eq(orderServiceCharges.id, splitBillRequestCharges.orderServiceChargeId),
    )
    .where(inArray(splitBillRequestCharges.requestId, requestIds));
  const shares = await db
    .select({
      requestId: splitBillRequestShares.requestId,
      itemId: splitBillRequestShares.orderItemId,
      shareCount: splitBillRequestShares.shareCount,
      shareIndex: splitBillRequestShares.shareIndex,
      name: orderItems.name,
    })
    .from(splitBillRequestShares)
    .innerJoin(orderItems, eq(orderItems.id, splitBillRequestShares.orderItemId))
    .where(inArray(splitBillRequestShares.requestId, requestIds))
    .orderBy(asc(orderItems.createdAt));
  return rows.map(({ request: r, paid: isPaid, ...place }) => {
    const items = lines
      .filter((line) => line.requestId === r.id)
      .map(({ itemId, name, quantity }) => ({ itemId, name, quantity }));
    return {
      id: r.id,
      _id: r.id,
      orderId: r.orderId,
      businessId: r.businessId,
      userId: r.userId,
      status: r.status,
      paymentMethod: r.paymentMethod,
      tipPercentage: r.tipPercentage,
      amount: r.amount,
      tipAmount: r.tipAmount,
      selectedItems: Object.fromEntries(items.map((item) => [item.itemId, item.quantity])),
      items,
      charges: charges
        .filter((charge) => charge.requestId === r.id)
        .map(({ chargeId, name }) => ({ chargeId, name })),
      shares: shares
        .filter((share) => share.requestId === r.id)
        .map(({ requestId: _requestId, ...share }) => share),
      splitDetails: r.splitDetails,
      paid: isPaid,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      ...place,
    };
  });
}
