import type { Allergen } from '@masa/core/allergens/allergen-list';
import type { NewOrder } from '../orders/build-new-order.ts';
import { DEFAULT_STATION, ticketLine } from './tickets/load-station-tickets.ts';
import { stationTicket, type TicketLine } from './tickets/station-ticket.ts';
import { TICKET_TEXTS as T } from './tickets/ticket-texts.ts';

/** A station's ticket as JSON text before and after the order number the write takes. */
export type TicketAround = { station: string; before: string; after: string };

/** Stands in for the order number until the statement takes it (like the answer's, ADR 006). */
const NUMBER_MARK = -1;

/**
 * The station tickets of a diner's new order (issue 33), laid out before it is written: one
 * per station its lines are made at, each with the product's allergens, the table, "QR
 * sipariş" and the diner's allergy note. The order's one statement (insertNewOrder) writes
 * them as print jobs for the printers serving each station, with the number it takes. A
 * station no printer serves gets none: a business without printers lays out no ticket at all
 * (issue 37; the layout was about 3 % of an order's processor time).
 */
export function newOrderTickets({
  order: { order, items },
  table,
  kitchen,
  printedStations,
  at,
}: {
  order: NewOrder;
  table: string;
  kitchen: ReadonlyMap<string, { station: string; allergens: Allergen[] }>;
  /** The stations the business's printers serve (loadOrderContext). */
  printedStations: ReadonlySet<string>;
  at: Date;
}): TicketAround[] {
  if (printedStations.size === 0) return [];
  const byStation = new Map<string, TicketLine[]>();
  for (const item of items) {
    const made = item.productId ? kitchen.get(item.productId) : undefined;
    const station = made?.station ?? DEFAULT_STATION;
    if (!printedStations.has(station)) continue;
    byStation.set(station, [
      ...(byStation.get(station) ?? []),
      ticketLine(item, made?.allergens ?? []),
    ]);
  }
  const avoided = [...new Set([...order.avoidedAllergens, ...order.partyAvoidedAllergens])];
  return [...byStation].map(([station, lines]) => {
    const document = stationTicket({
      station,
      table,
      orderNumbers: [NUMBER_MARK],
      waiter: null,
      at,
      course: null,
      avoided,
      note: order.notes,
      lines,
    });
    return { station, ...around(JSON.stringify(document)) };
  });
}

/** Splits a ticket's JSON text at its one order number. */
function around(text: string): { before: string; after: string } {
  const mark = JSON.stringify(T.order(NUMBER_MARK));
  const at = text.indexOf(mark);
  if (at < 0 || text.includes(mark, at + 1)) {
    throw new Error('newOrderTickets: the ticket must hold exactly one order number');
  }
  const number = at + mark.indexOf(String(NUMBER_MARK));
  return { before: text.slice(0, number), after: text.slice(number + String(NUMBER_MARK).length) };
}
