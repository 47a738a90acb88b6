import { UNSERVED_STATUSES } from '@masa/core/orders/order-status';
import { formatTry } from '@masa/core/money/format-try';
import { unpaidRest, type UnpaidRest } from '@masa/core/bill/unpaid-rest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { orders, tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { loadBillState } from '../bill/load-bill-state.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { orderInService } from '../live-orders/order-in-service.ts';

export type ServedUnpaid = { order: OrderRow; rest: UnpaidRest };

/**
 * The served, unpaid orders a walk-out or an open account closes (ADR 076), locked FOR UPDATE
 * in id order (every staff write takes the order's lock first): one order, or every order of a
 * table still in service. Another business's order or table is 404; a cancelled or closed one
 * 409 naming it, and so is an unpaid one not served yet; a table's paid orders are left alone
 * (paid before served, ADR 054), one paid order asked for by id is 409 ORDER_PAID. What is
 * left comes from the one bill model (unpaidRest); when it differs from what the screen showed
 * (`expectedLeft`), 409 with the new figure.
 */
export async function lockServedUnpaid({
  tx,
  businessId,
  orderId,
  tableId,
  expectedLeft,
  now,
}: {
  tx: Tx;
  businessId: string;
  orderId?: string | undefined;
  tableId?: string | undefined;
  expectedLeft: number;
  now: Date;
}): Promise<{ closing: ServedUnpaid[]; left: number }> {
  const rows = orderId
    ? await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    : await tableOrders(tx, businessId, tableId ?? '');
  if (orderId && rows[0]?.businessId !== businessId) {
    throw refuse(404, 'ORDER_NOT_FOUND');
  }
  if (rows.length === 0) throw refuse(409, 'NOTHING_TO_CLOSE');
  const closing: ServedUnpaid[] = [];
  for (const order of rows) {
    if (order.isCancelled || order.walkedOutAt || order.openAccountId) {
      throw refuse(409, 'ORDER_CLOSED.closed', { orderNumber: order.orderNumber });
    }
    // Only what is unpaid is closed: a table's paid order stays as it is, served or still in
    // the kitchen, and only an unpaid one must have been served.
    if (order.isPaid) {
      if (orderId) throw refuse(409, 'ORDER_PAID', { orderNumber: order.orderNumber });
      continue;
    }
    if ((UNSERVED_STATUSES as readonly string[]).includes(order.status)) {
      throw refuse(409, 'ORDER_NOT_SERVED', { orderNumber: order.orderNumber });
    }
    const state = await loadBillState({ db: tx, order, lock: true, now });
    closing.push({ order, rest: unpaidRest(state.bill) });
  }
  const left = closing.reduce((sum, { rest }) => sum + rest.amount, 0);
  if (closing.length === 0) throw refuse(409, 'NOTHING_TO_CLOSE');
  if (left === 0) throw refuse(409, 'ORDER_PAID', { orderNumber: rows[0]!.orderNumber });
  if (left !== expectedLeft) {
    throw refuse(409, 'AMOUNT_CHANGED', { left: formatTry(left) }, { left });
  }
  return { closing, left };
}

async function tableOrders(tx: Tx, businessId: string, tableId: string): Promise<OrderRow[]> {
  const [table] = await tx
    .select({ businessId: tables.businessId })
    .from(tables)
    .where(eq(tables.id, tableId));
  if (table?.businessId !== businessId) throw refuse(404, 'TABLE_NOT_FOUND.walkout.tableNotFound');
  const ids = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tableId, tableId), orderInService));
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        ids.map((row) => row.id),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
}
