import { asc, eq } from 'drizzle-orm';
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
import { toOrderResponse, type ItemProductInfo } from './to-order-response.ts';

/** Reads an order with its business, table, items and service charges; undefined if unknown. */
export async function loadOrderResponse({
  db,
  orderId,
  now = new Date(),
}: {
  db: DbOrTx;
  orderId: string;
  now?: Date;
}): Promise<OrderResponse | undefined> {
  const [head] = await db
    .select({
      order: orders,
      business: { id: businesses.id, name: businesses.name },
      table: { id: tables.id, name: tables.name, number: tables.number },
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .innerJoin(tables, eq(tables.id, orders.tableId))
    .where(eq(orders.id, orderId));
  if (!head) return undefined;
  const itemRows = await db
    .select({
      item: orderItems,
      imageUrl: products.imageUrl,
      description: products.description,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const charges = await db
    .select()
    .from(orderServiceCharges)
    .where(eq(orderServiceCharges.orderId, orderId))
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
  return toOrderResponse({
    ...head,
    items: itemRows.map((row) => row.item),
    products: productInfo,
    charges,
    now,
  });
}
