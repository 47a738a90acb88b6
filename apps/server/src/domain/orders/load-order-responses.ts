import { asc, eq, inArray } from 'drizzle-orm';
import {
  businesses,
  orderItems,
  orderServiceCharges,
  orders,
  products,
  tables,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
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
 * Many orders in the shared order JSON (orders/order-response.ts) with four queries whatever
 * their number, in the order of `orderIds`; unknown ids are left out. The list routes use it
 * where loadOrderResponse would cost three queries per order.
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
      business: { id: businesses.id, name: businesses.name },
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
    return [
      toOrderResponse({
        ...head,
        items: items.get(id) ?? [],
        products: productInfo,
        charges: charges.get(id) ?? [],
        now,
      }),
    ];
  });
}
