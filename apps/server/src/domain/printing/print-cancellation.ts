import { and, eq } from 'drizzle-orm';
import {
  categories,
  orderItems,
  orders,
  products,
  staffAccounts,
  tables,
} from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { enqueuePrintJob } from './enqueue-print-job.ts';
import { cancellationTicket } from './tickets/cancellation-ticket.ts';
import { DEFAULT_STATION, ticketLine } from './tickets/load-station-tickets.ts';

/**
 * Enqueues the cancellation ticket of voided units (issue 33, ADR 073's void) in the void's
 * transaction, on the printers of the station that has them on paper: only when the order was
 * sent to the kitchen (a held course's lines never printed, so nothing prints for them).
 * `itemId` is the voided row (splitOrderLine's), its quantity the units voided.
 */
export async function printCancellation({
  tx,
  businessId,
  itemId,
  staffId,
  now,
}: {
  tx: Tx;
  businessId: string;
  itemId: string;
  staffId: string;
  now: Date;
}): Promise<number> {
  const [row] = await tx
    .select({
      item: orderItems,
      order: { number: orders.orderNumber, heldAt: orders.heldAt, firedAt: orders.firedAt },
      table: tables.name,
      station: categories.station,
      allergens: products.allergens,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.id, orderItems.orderId), eq(orders.businessId, businessId)))
    .innerJoin(tables, eq(tables.id, orders.tableId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderItems.id, itemId));
  if (!row || (row.order.heldAt && !row.order.firedAt)) return 0;
  const [staff] = await tx
    .select({ name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  const jobs = await enqueuePrintJob({
    tx,
    businessId,
    target: { station: row.station ?? DEFAULT_STATION },
    kind: 'void',
    orderId: row.item.orderId,
    document: cancellationTicket({
      station: row.station ?? DEFAULT_STATION,
      table: row.table,
      orderNumber: row.order.number,
      at: now,
      lines: [ticketLine(row.item, row.allergens ?? [])],
      kind: row.item.voidedKind ?? 'not_made',
      reason: row.item.voidedReason ?? '',
      by: staff?.name ?? '',
    }),
  });
  return jobs.length;
}
