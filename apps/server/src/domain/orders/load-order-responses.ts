import { asc, eq, inArray } from 'drizzle-orm';
import { computeBill } from '@masa/core/bill/bill';
import { businesses, orderItems, orders, products, tables } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { groupBy, loadBillRows } from '../bill/load-bill-rows.ts';
import { billInputFrom } from '../bill/load-bill-state.ts';
import type { OrderResponse } from './order-response.ts';
import { toOrderResponse, type ItemProductInfo } from './to-order-response.ts';

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
  forStaff = false,
}: {
  db: DbOrTx;
  orderIds: string[];
  now?: Date;
  /** For the business's staff: every diner's allergy note (toOrderResponse). */
  forStaff?: boolean;
}): Promise<OrderResponse[]> {
  if (orderIds.length === 0) return [];
  const heads = await db
    .select({
      order: orders,
      business: { id: businesses.id, name: businesses.name },
      table: { id: tables.id, name: tables.name, number: tables.number, seats: tables.seats },
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .innerJoin(tables, eq(tables.id, orders.tableId))
    .where(inArray(orders.id, orderIds));
  const itemRows = await db
    .select({
      item: orderItems,
      imageUrl: products.imageUrl,
      description: products.description,
      preparationTime: products.preparationTime,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const rows = await loadBillRows({ db, orderIds });

  const productInfo = new Map<string, ItemProductInfo>();
  for (const row of itemRows) {
    if (row.item.productId) {
      productInfo.set(row.item.productId, {
        imageUrl: row.imageUrl,
        description: row.description ?? '',
        preparationTime: row.preparationTime,
      });
    }
  }
  const items = groupBy(
    itemRows.map((row) => row.item),
    (item) => item.orderId,
  );
  const byId = new Map(heads.map((head) => [head.order.id, head]));
  return orderIds.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    const business = head.business;
    const bill = computeBill(
      billInputFrom({
        taxIncludedInPrice: head.order.taxIncludedInPrice,
        items: items.get(id) ?? [],
        charges: rows.charges.get(id) ?? [],
        payments: rows.payments.get(id) ?? [],
        paymentLines: rows.paymentLines,
        paymentShares: rows.paymentShares,
        paymentRefunds: rows.paymentRefunds,
        splitRequests: rows.splitRequests.get(id) ?? [],
        discounts: rows.discounts.get(id) ?? [],
        now,
      }),
    );
    return [
      toOrderResponse({
        ...head,
        business,
        items: items.get(id) ?? [],
        products: productInfo,
        charges: rows.charges.get(id) ?? [],
        bill,
        now,
        forStaff,
      }),
    ];
  });
}
