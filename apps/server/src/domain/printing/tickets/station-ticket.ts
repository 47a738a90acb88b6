import { ALLERGEN_NAMES_TR, type Allergen } from '@masa/core/allergens/allergen-list';
import { COURSE_LABELS, type Course } from '@masa/core/orders/courses';
import { parseItemNotes } from '@masa/core/orders/parse-item-notes';
import type { PrintBlock, PrintDocument } from '@masa/core/printing/document';
import { printTime, rule, text } from './ticket-parts.ts';
import { TICKET_TEXTS as T } from './ticket-texts.ts';

/** One line as the kitchen reads it: what, how many, how, and what it must not contain. */
export type TicketLine = {
  quantity: number;
  name: string;
  options: readonly string[];
  extras: readonly string[];
  /** As stored: 'Çıkarılsın:' removals, 'Ekstra:' lines and special notes (core parse-item-notes). */
  notes: string | null;
  /** The product's allergens (ADR 045). */
  allergens: readonly Allergen[];
  seat?: number | null;
};

/** An order's (or a fired course's) lines for one station, and where they go. */
export type StationTicket = {
  station: string;
  table: string;
  orderNumbers: readonly number[];
  /** The waiter who took it; null for a diner's order from the table's QR code. */
  waiter: string | null;
  at: Date;
  /** A waiter's order's course (ADR 070); null for a diner's order. */
  course: Course | null;
  /** The diner's allergy note: what they avoid (ADR 045). */
  avoided: readonly Allergen[];
  /** The order's own note. */
  note?: string | null;
  lines: readonly TicketLine[];
};

export const allergenNames = (codes: readonly Allergen[]) =>
  codes.map((code) => ALLERGEN_NAMES_TR[code]);

/**
 * A station's ticket (issue 33): the station's name inverse, the table large, the order
 * number, who took it ("QR sipariş" for a diner), the time and the course, then each line bold
 * with its options, "+ extras", removals and "Not: …", its allergens inverse. `fired` heads it
 * "MARŞ: <course>": a held course the waiter sent to the kitchen; `addition` heads it "EK
 * SİPARİŞ": lines a diner added to an order the station already has on paper.
 */
export function stationTicket(
  ticket: StationTicket & { fired?: boolean; addition?: boolean },
): PrintDocument {
  const course = ticket.course ? COURSE_LABELS.tr[ticket.course] : null;
  const blocks: PrintBlock[] = [
    text(ticket.station, { inverse: true, bold: true, align: 'center' }),
  ];
  if (ticket.fired && course) blocks.push(text(T.fired(course), { size: 2, bold: true }));
  if (ticket.addition) blocks.push(text(T.addition, { size: 2, bold: true }));
  blocks.push(
    text(ticket.table, { size: 2, bold: true }),
    text(
      ticket.orderNumbers.length === 1
        ? T.order(ticket.orderNumbers[0]!)
        : T.orders(ticket.orderNumbers),
    ),
    text(ticket.waiter ? T.waiter(ticket.waiter) : T.qrOrder),
    text(printTime(ticket.at)),
  );
  if (course && !ticket.fired) blocks.push(text(T.course(course), { bold: true }));
  if (ticket.avoided.length > 0) {
    blocks.push(text(T.allergyNote(allergenNames(ticket.avoided)), { inverse: true, bold: true }));
  }
  blocks.push(rule(), ...ticket.lines.flatMap(lineBlocks));
  if (ticket.note?.trim()) blocks.push(rule(), text(T.note(ticket.note.trim()), { bold: true }));
  return { blocks, cut: true };
}

/** A line's blocks: "2 x Köfte Burger" bold, then how it is made, indented. */
export function lineBlocks(line: TicketLine): PrintBlock[] {
  const notes = parseItemNotes(line.notes);
  const under = (value: string, style = {}) => text(`  ${value}`, style);
  return [
    text(T.line(line.quantity, line.name), { bold: true }),
    ...(line.seat ? [under(T.seat(line.seat))] : []),
    ...line.options.map((option) => under(option)),
    ...line.extras.map((extra) => under(T.extra(extra))),
    ...notes.removals.map((what) => under(T.removal(what))),
    ...notes.specialNotes.map((note) => under(T.note(note))),
    ...(line.allergens.length > 0
      ? [under(T.allergens(allergenNames(line.allergens)), { inverse: true, bold: true })]
      : []),
  ];
}
