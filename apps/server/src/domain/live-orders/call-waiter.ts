import { WAITER_COOLDOWN_MS } from '@masa/core/orders/order-limits';
import { isOrderActive } from '@masa/core/orders/order-status';
import { and, eq, gt, sql } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import { orders, waiterCalls } from '../../db/schema/index.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { readOrderRef, resolveCustomerOrder } from './resolve-customer-order.ts';
import type { WaiterCallRow } from './waiter-call-response.ts';

/**
 * 'Garson Çağır' (001 §4, §7): records a waiter call for the caller's active order, named by
 * its id or by its table's id (001 §5); anything else is 404 'Garson çağrılacak sipariş
 * bulunamadı.', so nobody can send a waiter to a table they are not sitting at.
 * The 30 s cooldown is the server's: a call within 30 s of the last one for the same order
 * (order id) or at the same table (table id) answers 429 with `retryAfterSeconds`. Calls of one
 * table are serialised by an advisory lock, so a double tap records one call.
 */
export async function callWaiter({
  tx,
  id,
  userId,
  businessId,
  reason,
  now,
}: {
  tx: Tx;
  id: string;
  userId: string;
  businessId: string | undefined;
  reason: string;
  now: Date;
}): Promise<{ call: WaiterCallRow; order: OrderRow }> {
  const ref = readOrderRef(id);
  const order = await resolveCustomerOrder({ db: tx, id, userId, businessId, lock: true }).catch(
    (error: unknown) => {
      // 001 §8: 'Garson çağrılacak sipariş bulunamadı.' for a table without the caller's order.
      if (error instanceof AppError && error.statusCode === 404) {
        throw refuse(404, 'ORDER_NOT_FOUND.waiterNoOrder');
      }
      throw error;
    },
  );
  if (!isOrderActive(order)) throw refuse(409, 'ORDER_CLOSED.waiterNoOrder');
  const { tableId } = order;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`waiter-call:${tableId}`}, 0))`,
  );

  const since = new Date(now.getTime() - WAITER_COOLDOWN_MS);
  const [last] = await tx
    .select({ createdAt: waiterCalls.createdAt })
    .from(waiterCalls)
    .where(
      and(
        ref.kind === 'order' ? eq(waiterCalls.orderId, order.id) : eq(waiterCalls.tableId, tableId),
        gt(waiterCalls.createdAt, since),
      ),
    )
    .orderBy(newestFirst(waiterCalls.createdAt))
    .limit(1);
  if (last) {
    const waitMs = last.createdAt.getTime() + WAITER_COOLDOWN_MS - now.getTime();
    throw refuse(
      429,
      'WAITER_COOLDOWN',
      {},
      {
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      },
    );
  }
  const [call] = await tx
    .insert(waiterCalls)
    .values({
      orderId: order.id,
      businessId: order.businessId,
      tableId,
      userId,
      reason,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx
    .update(orders)
    .set({ waiterCalled: true, waiterCalledAt: now, updatedAt: now })
    .where(eq(orders.id, order.id));
  return { call: call!, order };
}
