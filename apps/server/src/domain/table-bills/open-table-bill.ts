import { billLabelOf } from '@masa/core/orders/bill-label';
import { isOrderSettled } from '@masa/core/orders/order-status';
import { and, eq, sql } from 'drizzle-orm';
import { orders, tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { moveUnits, type LineMove } from '../table-moves/move-units.ts';
import { lockTableSittings } from '../table-sessions/table-current-session.ts';
import { assertBillOfSitting } from './assert-bill-of-sitting.ts';
import { nextBillLabel } from './next-bill-label.ts';

/**
 * "Ayrı hesap" (issue 32 §3, ADR 078): a second (third…) bill on one table is a new order of
 * the same table and sitting labelled "Hesap 2", and it opens with the units chosen from one of
 * the table's open orders, moved by the line move's own moveUnits (paid, held, shared and free
 * units stay; a stale count is 409). A bill never exists empty. With `toBill` the units go to
 * a bill the sitting already has instead, as a new order of that bill (a course of its own). The table's sitting lock
 * serialises two waiters opening bills at one table, so labels never repeat; the source order's
 * row lock is the one a payment takes.
 */
export async function openTableBill({
  db,
  businessId,
  staffId,
  tableId,
  orderId,
  lines,
  toBill,
  now,
}: {
  db: Db;
  businessId: string;
  staffId: string;
  tableId: string;
  orderId: string;
  lines: LineMove[];
  /** A bill the sitting has ("Hesap 2"; null the first); none opens the next one. */
  toBill?: string | null | undefined;
  now: Date;
}): Promise<{
  label: string | null;
  opened: boolean;
  from: OrderRow;
  to: OrderRow;
  table: string;
}> {
  return db.transaction(async (tx) => {
    const [table] = await tx
      .select({ id: tables.id, name: tables.name })
      .from(tables)
      .where(and(eq(tables.id, tableId), eq(tables.businessId, businessId)));
    if (!table) throw refuse(404, 'TABLE_NOT_FOUND');
    await lockTableSittings(tx, table.id);
    const [from] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.businessId, businessId),
          eq(orders.tableId, table.id),
        ),
      )
      .for('update');
    if (!from) throw refuse(404, 'ORDER_NOT_FOUND');
    if (from.isCancelled || isOrderSettled(from)) {
      throw refuse(409, 'BILL_SETTLED', { order: from.orderNumber });
    }
    const opened = toBill === undefined;
    if (!opened && toBill === from.billLabel) throw refuse(400, 'SAME_BILL');
    if (toBill) {
      await assertBillOfSitting({
        tx,
        sessionId: from.tableSessionId ?? undefined,
        billLabel: toBill,
      });
    }
    const label = opened
      ? await nextBillLabel({ tx, table: table.id, sessionId: from.tableSessionId })
      : toBill;
    const {
      rows: [numbered],
    } = await tx.execute<{ n: number }>(
      sql`select nextval(quote_ident(order_number_sequence(${businessId}))::regclass)::integer as n`,
    );
    if (!numbered) throw new Error('openTableBill: no order number taken');
    const [to] = await tx
      .insert(orders)
      .values({
        ...from,
        id: newId(),
        orderNumber: numbered.n,
        // Nobody's own order: the sitting's phones read it as the table's (ADR 055, 078).
        userId: null,
        isResponsible: false,
        ...{ subtotal: 0, discountTotal: 0, vatAmount: 0, serviceChargeTotal: 0, total: 0 },
        ...{ tip: 0, tipPercentage: 0, isPaid: false, paidAt: null, paymentStatus: 'unpaid' },
        ...{
          billRequested: false,
          billRequestedAt: null,
          waiterCalled: false,
          waiterCalledAt: null,
        },
        // The moved units keep their campaign price; the new bill has no code of its own to meet.
        ...{ campaignId: null, campaignCode: null, campaignTitle: null, campaignTitleEn: null },
        editableUntil: null,
        notes: null,
        billLabel: label,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!to) throw new Error('openTableBill: the bill was not written');
    await moveUnits({
      tx,
      businessId,
      staffId,
      from,
      to,
      table: `${table.name} · ${label ?? billLabelOf(1)}`,
      lines,
      now,
    });
    return { label, opened, from, to, table: table.name };
  });
}
