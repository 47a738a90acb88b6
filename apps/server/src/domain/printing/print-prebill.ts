import { billNumberOf } from '@masa/core/orders/bill-label';
import type { Bill } from '@masa/core/bill/bill';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { businesses, orders, tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { loadBillState } from '../bill/load-bill-state.ts';
import { businessHead } from '../businesses/business-head.ts';
import { enqueuePrintJob } from './enqueue-print-job.ts';
import { prebillTicket } from './tickets/prebill-ticket.ts';

/**
 * "Ara hesap yazdır" on the table panel (issue 33): the table's unsettled orders' bills (the one
 * bill model, ADR 027) as one pre-bill on the business's receipt printers; a table with several
 * bills (ADR 078, "Ayrı hesap") gets one pre-bill per bill, each with its own total. Another business's
 * table 404; nothing unpaid 409; no receipt printer 409 "Fiş yazıcısı tanımlı değil", and
 * nothing written.
 */
export async function printPrebill({
  db,
  businessId,
  tableId,
  now,
}: {
  db: Db;
  businessId: string;
  tableId: string;
  now: Date;
}): Promise<number> {
  return db.transaction(async (tx) => {
    const [place] = await tx
      .select({ table: tables.name, business: businesses })
      .from(tables)
      .innerJoin(businesses, eq(businesses.id, tables.businessId))
      .where(and(eq(tables.id, tableId), eq(tables.businessId, businessId)));
    if (!place) throw refuse(404, 'TABLE_NOT_FOUND.walkout.tableNotFound');
    const open = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.tableId, tableId),
          eq(orders.isCancelled, false),
          eq(orders.isPaid, false),
          isNull(orders.walkedOutAt),
          isNull(orders.openAccountId),
        ),
      )
      .orderBy(asc(orders.createdAt));
    if (open.length === 0) throw refuse(409, 'NOTHING_OPEN');
    // One pre-bill per bill of the table (ADR 078): two couples are each handed their own.
    const bills = new Map<number, { orderNumber: number; bill: Bill }[]>();
    for (const order of open) {
      const { bill } = await loadBillState({ db: tx, order, now });
      const number = billNumberOf(order.billLabel);
      bills.set(number, [...(bills.get(number) ?? []), { orderNumber: order.orderNumber, bill }]);
    }
    // Named whenever a bill on it is not the first: "Hesap 2" alone is still not the table.
    const named = bills.size > 1 || !bills.has(1);
    const jobs = [];
    for (const [number, ofBill] of [...bills].sort(([a], [b]) => a - b)) {
      const written = await enqueuePrintJob({
        tx,
        businessId,
        target: { receipts: true },
        kind: 'prebill',
        orderId: open.find((order) => billNumberOf(order.billLabel) === number)!.id,
        document: prebillTicket({
          business: businessHead(place.business),
          table: place.table,
          at: now,
          bills: ofBill,
          bill: named ? number : null,
        }),
      });
      jobs.push(...written);
    }
    if (jobs.length === 0) throw refuse(409, 'NO_RECEIPT_PRINTER');
    return jobs.length;
  });
}
