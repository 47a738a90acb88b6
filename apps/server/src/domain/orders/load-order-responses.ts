import { asc, eq, inArray } from 'drizzle-orm';
import { computeBill } from '@masa/core/bill/bill';
import {
  businesses,
  orderItems,
  orderServiceCharges,
  orders,
  paymentLines,
  payments,
  products,
  splitBillRequestItems,
  splitBillRequests,
  tables,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { billInputFrom, withSelectedItems } from '../bill/load-bill-state.ts';
import { presentBusinessSettings } from '../businesses/present-business-settings.ts';
import type { OrderResponse } from './order-response.ts';
import {
  toOrderResponse,
  type ItemProductInfo,
  type OrderItemRow,
  type OrderServiceChargeRow,
} from './to-order-response.ts';

const group = <T extends { orderId: string }>(rows: T[]) => {
  const byOrder = new Map<string, T[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
};

/**
 * Many orders in the shared order JSON (orders/order-response.ts), each with its bill (the one
 * bill model, ADR 027), with at most eight queries whatever their number, in the order of
 * `orderIds`; unknown ids are left out. The list routes use it where loadOrderResponse would
 * cost as many queries per order.
 */
export async function loadOrderResponses({
  db,
  orderIds,
  now = new Date(),
}: {
  db: DbOrTx;
  orderIds: string[];
  now?: Date;
}): Promise<OrderResponse[]> {
  if (orderIds.length === 0) return [];
  const heads = await db
    .select({
      order: orders,
      business: { id: businesses.id, name: businesses.name, settings: businesses.settings },
      table: { id: tables.id, name: tables.name, number: tables.number },
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .innerJoin(tables, eq(tables.id, orders.tableId))
    .where(inArray(orders.id, orderIds));
  const itemRows = await db
    .select({ item: orderItems, imageUrl: products.imageUrl, description: products.description })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const chargeRows = await db
    .select()
    .from(orderServiceCharges)
    .where(inArray(orderServiceCharges.orderId, orderIds))
    .orderBy(asc(orderServiceCharges.createdAt), asc(orderServiceCharges.id));

  const paymentRows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const paidRows =
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
  const requestRows = await db
    .select()
    .from(splitBillRequests)
    .where(inArray(splitBillRequests.orderId, orderIds))
    .orderBy(asc(splitBillRequests.createdAt), asc(splitBillRequests.id));
  const requestItems =
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
  const paymentsOf = group(paymentRows);
  const requestsOf = group(withSelectedItems(requestRows, requestItems));

  const productInfo = new Map<string, ItemProductInfo>();
  for (const row of itemRows) {
    if (row.item.productId) {
      productInfo.set(row.item.productId, {
        imageUrl: row.imageUrl,
        description: row.description ?? '',
      });
    }
  }
  const items = group<OrderItemRow>(itemRows.map((row) => row.item));
  const charges = group<OrderServiceChargeRow>(chargeRows);
  const byId = new Map(heads.map((head) => [head.order.id, head]));
  return orderIds.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    const { settings, ...business } = head.business;
    const bill = computeBill(
      billInputFrom({
        taxIncludedInPrice: presentBusinessSettings(settings).tax.includedInPrice,
        items: items.get(id) ?? [],
        charges: charges.get(id) ?? [],
        payments: paymentsOf.get(id) ?? [],
        paymentLines: paidRows,
        splitRequests: requestsOf.get(id) ?? [],
        now,
      }),
    );
    return [
      toOrderResponse({
        ...head,
        business,
        items: items.get(id) ?? [],
        products: productInfo,
        charges: charges.get(id) ?? [],
        bill,
        now,
      }),
    ];
  });
}
