import type { Allergen } from '@masa/core/allergens/allergen-list';
import type { PrintDocument } from '@masa/core/printing/document';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { categories, orderItems, orders, products, tables } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderItemRow } from '../orders/to-order-response.ts';
import { enqueuePrintJob } from './enqueue-print-job.ts';
import { orderLineChanges, type ChangedUnits } from './order-line-changes.ts';
import { cancellationTicket } from './tickets/cancellation-ticket.ts';
import { DEFAULT_STATION, ticketLine } from './tickets/load-station-tickets.ts';
import { stationTicket, type TicketLine } from './tickets/station-ticket.ts';
import { TICKET_TEXTS as T } from './tickets/ticket-texts.ts';

/**
 * Prints what a diner's change did to an order the stations already have on paper (issue 33,
 * ADR 083): the cart added to it or an edit in the window. Called in the change's transaction
 * after it is written, with the order's lines (not cancelled) as they were before: added units
 * print as "EK SİPARİŞ" at their stations, units taken out as "İPTAL". A held course has
 * printed nothing, so nothing prints for it. Returns how many jobs were written.
 */
export async function printDinerChange({
  tx,
  orderId,
  before,
  now,
}: {
  tx: Tx;
  orderId: string;
  before: readonly OrderItemRow[];
  now: Date;
}): Promise<number> {
  const [order] = await tx
    .select({ order: orders, table: tables.name })
    .from(orders)
    .innerJoin(tables, eq(tables.id, orders.tableId))
    .where(eq(orders.id, orderId));
  if (!order || (order.order.heldAt && !order.order.firedAt)) return 0;
  const after = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.status, 'cancelled')))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const { added, cancelled } = orderLineChanges({ before, after });
  if (added.length === 0 && cancelled.length === 0) return 0;
  const kitchen = await kitchenOf(tx, [...added, ...cancelled]);
  const byStation = (units: ChangedUnits[]) => {
    const lines = new Map<string, TicketLine[]>();
    for (const { item, quantity } of units) {
      const made = item.productId ? kitchen.get(item.productId) : undefined;
      const station = made?.station ?? DEFAULT_STATION;
      const line = { ...ticketLine(item, made?.allergens ?? []), quantity };
      lines.set(station, [...(lines.get(station) ?? []), line]);
    }
    return [...lines];
  };
  const { businessId, orderNumber } = order.order;
  let jobs = 0;
  const print = async (station: string, kind: 'order' | 'void', document: PrintDocument) => {
    const written = await enqueuePrintJob({
      tx,
      businessId,
      target: { station },
      kind,
      orderId,
      document,
    });
    jobs += written.length;
  };
  for (const [station, lines] of byStation(cancelled)) {
    const document = cancellationTicket({
      station,
      table: order.table,
      orderNumber,
      at: now,
      lines,
      kind: 'not_made',
      reason: T.dinerEdit,
      by: T.qrOrder,
    });
    await print(station, 'void', document);
  }
  const avoided = [
    ...new Set([...order.order.avoidedAllergens, ...order.order.partyAvoidedAllergens]),
  ];
  for (const [station, lines] of byStation(added)) {
    const document = stationTicket({
      station,
      table: order.table,
      orderNumbers: [orderNumber],
      waiter: null,
      at: now,
      course: order.order.course,
      avoided,
      lines,
      addition: true,
    });
    await print(station, 'order', document);
  }
  return jobs;
}

/** Where each changed line's product is made and what it contains. */
async function kitchenOf(tx: Tx, units: ChangedUnits[]) {
  const ids = [...new Set(units.flatMap(({ item }) => (item.productId ? [item.productId] : [])))];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: products.id, station: categories.station, allergens: products.allergens })
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .where(inArray(products.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      { station: row.station ?? DEFAULT_STATION, allergens: (row.allergens ?? []) as Allergen[] },
    ]),
  );
}
