import { orderItems, orderServiceCharges, orders } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import { recordsetInsert, toRecordset } from '../../lib/recordset-insert.ts';
import type { OrderItemRow, OrderRow, OrderServiceChargeRow } from './to-order-response.ts';

let statement: string | undefined;

/**
 * One statement for the whole write (a prepared statement, built once from the schema):
 * take the business's next order number from its sequence (migration 0003: nextval never
 * waits, so a business's orders are written side by side), insert the order with it, its items
 * and its service charges. The items' foreign key to the order is checked at the end of the
 * statement.
 */
function insertOrderStatement(): string {
  statement ??= [
    'with numbered as (select nextval(quote_ident(order_number_sequence($1))::regclass)::integer as n),',
    `placed as (${recordsetInsert(orders, 2, {
      select: { order_number: 'numbered.n' },
      from: 'numbered',
      returning: 'order_number',
    })}),`,
    `items as (${recordsetInsert(orderItems, 3)}),`,
    `charges as (${recordsetInsert(orderServiceCharges, 4)})`,
    'select order_number as "orderNumber" from placed',
  ].join('\n');
  return statement;
}

/** Writes a new order, its items and charges exactly as given; returns its order number. */
export async function insertNewOrder({
  tx,
  order,
  items,
  charges,
}: {
  tx: Tx;
  order: OrderRow;
  items: OrderItemRow[];
  charges: OrderServiceChargeRow[];
}): Promise<number> {
  const [row] = await rawQuery<{ orderNumber: number }>(
    tx,
    'insert_new_order',
    insertOrderStatement(),
    [
      order.businessId,
      toRecordset(orders, [order]),
      toRecordset(orderItems, items),
      toRecordset(orderServiceCharges, charges),
    ],
  );
  if (!row) throw new Error(`insertNewOrder: business ${order.businessId} vanished`);
  return row.orderNumber;
}
