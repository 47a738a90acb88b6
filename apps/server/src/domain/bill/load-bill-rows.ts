import { and, asc, inArray, isNull } from 'drizzle-orm';
import {
  orderDiscounts,
  orderServiceCharges,
  paymentLines,
  paymentRefunds,
  paymentShares,
  payments,
  splitBillRequestCharges,
  splitBillRequestItems,
  splitBillRequestShares,
  splitBillRequests,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { OrderServiceChargeRow } from '../orders/to-order-response.ts';

export type SplitRequestRow = typeof splitBillRequests.$inferSelect;
export type SplitRequestState = SplitRequestRow & {
  selectedItems: Record<string, number>;
  /** Order service charges the request pays whole with its units (the kuver; issue 20). */
  selectedCharges: string[];
  /** Shares of shared lines the request asks for (ADR 048). */
  selectedShares: ShareRow[];
};
/** One share of a shared line, as requests and payments store it (ADR 048). */
export type ShareRow = { orderItemId: string; shareCount: number; shareIndex: number };
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentLineRow = typeof paymentLines.$inferSelect;
export type PaymentShareRow = typeof paymentShares.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type OrderDiscountRow = typeof orderDiscounts.$inferSelect;

/** What a bill is computed from besides its lines, for some orders (ADR 027). */
export type BillRows = {
  /** By order id, in the order they were added. */
  charges: Map<string, OrderServiceChargeRow[]>;
  /** By order id, in the order they were recorded (createdAt, then id). */
  payments: Map<string, PaymentRow[]>;
  /** By payment id: what each payment paid. */
  paymentLines: Map<string, PaymentLineRow[]>;
  /** By payment id: the shares of shared lines each payment paid. */
  paymentShares: Map<string, PaymentShareRow[]>;
  /** By payment id, in the order given: refunds done (not pending at the provider). */
  paymentRefunds: Map<string, PaymentRefundRow[]>;
  /** By order id, oldest first, with the units each asks for. */
  splitRequests: Map<string, SplitRequestState[]>;
  /** By order id, in the order given: staff discounts not removed (ADR 074). */
  discounts: Map<string, OrderDiscountRow[]>;
};

/** Rows grouped by a key, each group in the rows' order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const id = key(row);
    const list = groups.get(id);
    if (list) list.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/**
 * The service charges, staff discounts, payments with their lines and split requests of some
 * orders, in at most ten queries whatever their number, one after the other (inside a transaction they share one
 * connection). Every reader of bills loads them here: the bill of one order (loadBillState), the
 * orders the apps read (loadOrderResponses) and the sales report, which needs no split requests
 * (they reserve or hold units, never money).
 */
export async function loadBillRows({
  db,
  orderIds,
  withSplitRequests = true,
}: {
  db: DbOrTx;
  orderIds: readonly string[];
  withSplitRequests?: boolean;
}): Promise<BillRows> {
  const ids = [...orderIds];
  if (ids.length === 0) {
    return {
      charges: new Map(),
      payments: new Map(),
      paymentLines: new Map(),
      paymentShares: new Map(),
      paymentRefunds: new Map(),
      splitRequests: new Map(),
      discounts: new Map(),
    };
  }
  const charges = await db
    .select()
    .from(orderServiceCharges)
    .where(inArray(orderServiceCharges.orderId, ids))
    .orderBy(asc(orderServiceCharges.createdAt), asc(orderServiceCharges.id));
  const discounts = await db
    .select()
    .from(orderDiscounts)
    .where(and(inArray(orderDiscounts.orderId, ids), isNull(orderDiscounts.removedAt)))
    .orderBy(asc(orderDiscounts.createdAt), asc(orderDiscounts.id));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, ids))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const lines =
    paymentRows.length === 0
      ? []
      : await db
          .select()
          .from(paymentLines)
          .where(
            inArray(
              paymentLines.paymentId,
              paymentRows.map((row) => row.id),
            ),
          );
  const shares =
    paymentRows.length === 0
      ? []
      : await db
          .select()
          .from(paymentShares)
          .where(
            inArray(
              paymentShares.paymentId,
              paymentRows.map((row) => row.id),
            ),
          );
  const refunds =
    paymentRows.length === 0
      ? []
      : await db
          .select()
          .from(paymentRefunds)
          .where(
            and(
              inArray(
                paymentRefunds.paymentId,
                paymentRows.map((row) => row.id),
              ),
              isNull(paymentRefunds.pendingSince),
            ),
          )
          .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  const requests = withSplitRequests
    ? await db
        .select()
        .from(splitBillRequests)
        .where(inArray(splitBillRequests.orderId, ids))
        .orderBy(asc(splitBillRequests.createdAt), asc(splitBillRequests.id))
    : [];
  const requestItems =
    requests.length === 0
      ? []
      : await db
          .select()
          .from(splitBillRequestItems)
          .where(
            inArray(
              splitBillRequestItems.requestId,
              requests.map((row) => row.id),
            ),
          );
  const requestCharges =
    requests.length === 0
      ? []
      : await db
          .select()
          .from(splitBillRequestCharges)
          .where(
            inArray(
              splitBillRequestCharges.requestId,
              requests.map((row) => row.id),
            ),
          );
  const requestShares =
    requests.length === 0
      ? []
      : await db
          .select()
          .from(splitBillRequestShares)
          .where(
            inArray(
              splitBillRequestShares.requestId,
              requests.map((row) => row.id),
            ),
          );
  const sharesOf = groupBy(requestShares, (share) => share.requestId);
  const itemsOf = groupBy(requestItems, (item) => item.requestId);
  const chargesOf = groupBy(requestCharges, (charge) => charge.requestId);
  const withSelectedItems = requests.map((row) => ({
    ...row,
    selectedItems: Object.fromEntries(
      (itemsOf.get(row.id) ?? []).map((item) => [item.orderItemId, item.quantity]),
    ),
    selectedCharges: (chargesOf.get(row.id) ?? []).map((charge) => charge.orderServiceChargeId),
    selectedShares: (sharesOf.get(row.id) ?? []).map(({ orderItemId, shareCount, shareIndex }) => ({
      orderItemId,
      shareCount,
      shareIndex,
    })),
  }));
  return {
    charges: groupBy(charges, (row) => row.orderId),
    payments: groupBy(paymentRows, (row) => row.orderId),
    paymentLines: groupBy(lines, (row) => row.paymentId),
    paymentShares: groupBy(shares, (row) => row.paymentId),
    paymentRefunds: groupBy(refunds, (row) => row.paymentId),
    splitRequests: groupBy(withSelectedItems, (row) => row.orderId),
    discounts: groupBy(discounts, (row) => row.orderId),
  };
}
