import { isOrderPaid } from '@masa/core/orders/order-status';
import {
  calculateRemainingQuantity,
  sumSplitQuantity,
  type SplitRequestLike,
} from '@masa/core/bill/remaining-quantity';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  businesses,
  orderItems,
  splitBillRequestItems,
  splitBillRequests,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { PublicBusinessSettings } from '../businesses/business.schemas.ts';
import { presentBusinessSettings } from '../businesses/present-business-settings.ts';
import type { OrderItemRow, OrderRow } from '../orders/to-order-response.ts';

export type SplitRequestRow = typeof splitBillRequests.$inferSelect;
export type SplitRequestState = SplitRequestRow & { selectedItems: Record<string, number> };

export type BillItemState = {
  item: OrderItemRow;
  /** Units in approved split requests. */
  approvedQuantity: number;
  /** Units in split requests still waiting for the business. */
  pendingQuantity: number;
  /** 001 §4: quantity − max(paidQuantity, approved split units); 0 when paid or cancelled. */
  remainingQuantity: number;
  /** What a new split may take: pending requests hold their units too. */
  availableQuantity: number;
};

export type BillState = {
  order: OrderRow;
  settings: PublicBusinessSettings;
  items: BillItemState[];
  splitRequests: SplitRequestState[];
  /** No item is left to pay: the order is paid, or no item has a unit remaining (001 §4). */
  allPaid: boolean;
};

/** The split statuses that hold units when a new split request is checked. */
export const HOLDING_SPLIT_STATUSES = ['approved', 'pending'] as const;

/**
 * How long a split request awaiting the business holds its units: after that, others may take
 * them (docs/decisions/012-pending-splits-expire.md). Approval re-checks what is left, so a
 * late approval never pays a unit twice.
 */
export const PENDING_SPLIT_HOLD_MS = 15 * 60_000;

/**
 * What is left to pay of an order, per item, from the database (ADR 004: the server is the
 * authority). With `lock` the order's items are locked FOR UPDATE too (the caller already
 * holds the order row's lock: see findPayableOrder), so no payment or split can change them
 * before the caller's transaction ends.
 */
export async function loadBillState({
  db,
  order,
  lock = false,
  exceptRequestId,
  now = new Date(),
}: {
  db: DbOrTx;
  order: OrderRow;
  lock?: boolean;
  now?: Date;
  /** A split request to leave out, as if it had never been made. */
  exceptRequestId?: string;
}): Promise<BillState> {
  const itemQuery = db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const itemRows = lock ? await itemQuery.for('update') : await itemQuery;
  const requestRows = await db
    .select()
    .from(splitBillRequests)
    .where(eq(splitBillRequests.orderId, order.id))
    .orderBy(asc(splitBillRequests.createdAt), asc(splitBillRequests.id));
  const lines =
    requestRows.length === 0
      ? []
      : await db
          .select()
          .from(splitBillRequestItems)
          .where(
            inArray(
              splitBillRequestItems.requestId,
              requestRows.map((row) => row.id),
            ),
          );
  const splitRequests = requestRows
    .filter((row) => row.id !== exceptRequestId)
    .map((row) => ({
      ...row,
      selectedItems: Object.fromEntries(
        lines.filter((l) => l.requestId === row.id).map((l) => [l.orderItemId, l.quantity]),
      ),
    }));
  const [business] = await db
    .select({ settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, order.businessId));

  const heldSince = now.getTime() - PENDING_SPLIT_HOLD_MS;
  const holding = splitRequests.filter(
    (request) => request.status !== 'pending' || request.createdAt.getTime() > heldSince,
  );
  const items = itemRows.map((item) => itemState(item, holding));
  return {
    order,
    settings: presentBusinessSettings(business?.settings),
    items,
    splitRequests,
    allPaid: isOrderPaid(order) || items.every((entry) => entry.remainingQuantity === 0),
  };
}

function itemState(item: OrderItemRow, requests: SplitRequestLike[]): BillItemState {
  const approvedQuantity = sumSplitQuantity(item.id, requests);
  const pendingQuantity = sumSplitQuantity(item.id, requests, ['pending']);
  if (item.status === 'cancelled') {
    return { item, approvedQuantity, pendingQuantity, remainingQuantity: 0, availableQuantity: 0 };
  }
  return {
    item,
    approvedQuantity,
    pendingQuantity,
    remainingQuantity: calculateRemainingQuantity(item, requests),
    availableQuantity: calculateRemainingQuantity(item, requests, HOLDING_SPLIT_STATUSES),
  };
}
