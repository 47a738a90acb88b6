import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderServiceCharges, orders, serviceCharges } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { repriceOrder } from '../orders/reprice-order.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { findStaffOrder } from './find-staff-order.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';

/**
 * The party of the order's sitting takes the new count and its per-person charges are
 * re-priced for it (the caller's transaction). Answers the orders changed, the one asked first.
 */
async function repriceParty({
  tx,
  orderId,
  businessId,
  personCount,
  now,
}: {
  tx: Tx;
  orderId: string;
  businessId: string;
  personCount: number;
  now: Date;
}): Promise<OrderRow[]> {
  const order = await findStaffOrder({ db: tx, orderId, businessId, lock: true });
  if (order.isCancelled) throw refuse(409, 'ORDER_CLOSED.partyOfCancelled');
  const sitting = order.tableSessionId
    ? await tx
        .select()
        .from(orders)
        .where(and(eq(orders.tableSessionId, order.tableSessionId), eq(orders.isCancelled, false)))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .for('update')
    : [order];
  const perPerson = await tx
    .select({ id: orderServiceCharges.id, orderId: orderServiceCharges.orderId })
    .from(orderServiceCharges)
    .innerJoin(serviceCharges, eq(serviceCharges.id, orderServiceCharges.serviceChargeId))
    .where(
      and(
        inArray(
          orderServiceCharges.orderId,
          sitting.map((row) => row.id),
        ),
        eq(serviceCharges.calculation, 'per_person'),
      ),
    );
  const charged = new Set(perPerson.map((row) => row.orderId));
  if (sitting.some((row) => charged.has(row.id) && row.paymentStatus !== 'unpaid')) {
    throw refuse(409, 'PARTY_PAID');
  }
  const changed = sitting.filter((row) => row.personCount !== personCount);
  if (changed.length === 0) return [order];
  await tx
    .update(orders)
    .set({ personCount, updatedAt: now })
    .where(
      inArray(
        orders.id,
        changed.map((row) => row.id),
      ),
    );
  for (const row of changed.filter((candidate) => charged.has(candidate.id))) {
    const ids = perPerson.filter((charge) => charge.orderId === row.id).map((charge) => charge.id);
    await tx
      .update(orderServiceCharges)
      .set({ quantity: personCount, updatedAt: now })
      .where(inArray(orderServiceCharges.id, ids));
    await repriceOrder({ tx, order: { ...row, personCount }, now });
  }
  return [order, ...changed.filter((row) => row.id !== order.id)];
}

/**
 * PATCH /staff/orders/{id}/party: the staff count the party at the table. The party is the
 * sitting's (ADR 054): every open order of the order's sitting takes the count, and the
 * per-person charges on them (the kuver, on the sitting's first order) are re-priced for it
 * with core, as order creation prices them. Refused (409 PARTY_PAID) once an order carrying a
 * per-person charge has a payment: the party is then what was paid for. Answers the orders
 * changed, the one asked first; each is announced after the commit (ADR 096).
 */
export async function correctParty({
  db,
  ...party
}: Omit<Parameters<typeof repriceParty>[0], 'tx'> & { db: Db }): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    const changed = await repriceParty({ tx, ...party });
    for (const order of changed) {
      await emitOrderChange(tx, order, { kind: 'updated', change: 'bill' });
    }
    return changed;
  });
}
