import type { Allergen } from '@masa/core/allergens/allergen-list';
import { lineChoicesOf } from '@masa/core/orders/line-choices';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { categories, orderItems, orders, products, tables } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../lib/db-tx.ts';
import type { StationTicket, TicketLine } from './station-ticket.ts';

/** A dish whose product was deleted since is made where most dishes are. */
export const DEFAULT_STATION = 'Mutfak';

/**
 * The station tickets of orders (issue 33): their lines not cancelled, grouped by the station
 * their product's category is made at (a business's Mutfak gets the food, Bar the drinks), with
 * each product's allergens, the table, who took the order and its course. Several orders of
 * one course (a fired "marş") make one ticket per station. `itemIds` narrows to some lines.
 */
export async function loadStationTickets({
  db,
  orderIds,
  itemIds,
  at,
}: {
  db: DbOrTx;
  orderIds: readonly string[];
  itemIds?: readonly string[];
  /** The ticket's time; absent: when the order went to the kitchen (a reprint). */
  at?: Date;
}): Promise<(StationTicket & { orderIds: string[] })[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      item: orderItems,
      orderNumber: orders.orderNumber,
      waiter: orders.placedByStaffName,
      course: orders.course,
      sentAt: orders.firedAt,
      createdAt: orders.createdAt,
      notes: orders.notes,
      avoided: orders.avoidedAllergens,
      partyAvoided: orders.partyAvoidedAllergens,
      table: tables.name,
      station: categories.station,
      allergens: products.allergens,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(tables, eq(tables.id, orders.tableId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        inArray(orderItems.orderId, [...orderIds]),
        ne(orderItems.status, 'cancelled'),
        itemIds ? inArray(orderItems.id, [...itemIds]) : undefined,
      ),
    )
    .orderBy(asc(orders.orderNumber), asc(orderItems.createdAt), asc(orderItems.id));
  const byStation = new Map<string, StationTicket & { orderIds: string[] }>();
  for (const row of rows) {
    const station = row.station ?? DEFAULT_STATION;
    const ticket = byStation.get(station) ?? {
      station,
      table: row.table,
      orderNumbers: [],
      orderIds: [],
      waiter: row.waiter,
      at: at ?? row.sentAt ?? row.createdAt,
      course: row.course,
      avoided: [],
      note: null,
      lines: [],
    };
    byStation.set(station, ticket);
    if (!ticket.orderIds.includes(row.item.orderId)) {
      ticket.orderIds.push(row.item.orderId);
      (ticket.orderNumbers as number[]).push(row.orderNumber);
      const avoided = new Set<Allergen>([...ticket.avoided, ...row.avoided, ...row.partyAvoided]);
      ticket.avoided = [...avoided];
      if (row.notes?.trim())
        ticket.note = [ticket.note, row.notes.trim()].filter(Boolean).join(' / ');
    }
    (ticket.lines as TicketLine[]).push(ticketLine(row.item, row.allergens ?? []));
  }
  return [...byStation.values()];
}

/** An order line as a ticket prints it. */
export function ticketLine(
  item: typeof orderItems.$inferSelect,
  allergens: readonly Allergen[],
): TicketLine {
  const { options, extras } = lineChoicesOf(item);
  return {
    quantity: item.quantity,
    name: item.name,
    options,
    extras,
    notes: item.notes,
    allergens,
    seat: item.seat,
  };
}
