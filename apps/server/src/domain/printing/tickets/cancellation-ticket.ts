import type { PrintDocument } from '@masa/core/printing/document';
import { lineBlocks, type TicketLine } from './station-ticket.ts';
import { printTime, rule, text } from './ticket-parts.ts';
import { TICKET_TEXTS as T } from './ticket-texts.ts';

/**
 * A cancellation ticket (issue 33): a line the station already has on paper was voided (ADR
 * 073). "İPTAL" inverse and large, so no cook mistakes it for an order, the station, the table,
 * the order and the time, the voided units, then whether it was made, why, and who voided it.
 */
export function cancellationTicket({
  station,
  table,
  orderNumber,
  at,
  lines,
  kind,
  reason,
  by,
}: {
  station: string;
  table: string;
  orderNumber: number;
  at: Date;
  /** The voided units (quantity: how many were voided), one or more lines of the station. */
  lines: readonly TicketLine[];
  /** 'not_made' or 'wasted' (ADR 073). */
  kind: string;
  reason: string;
  by: string;
}): PrintDocument {
  return {
    blocks: [
      text(T.cancelled, { inverse: true, bold: true, size: 2, align: 'center' }),
      text(station, { inverse: true, bold: true, align: 'center' }),
      text(table, { size: 2, bold: true }),
      text(T.order(orderNumber)),
      text(printTime(at)),
      rule(),
      ...lines.flatMap(lineBlocks),
      rule(),
      text(T.voidKind[kind] ?? kind, { bold: true }),
      text(T.reason(reason)),
      text(T.cancelledBy(by)),
    ],
    cut: true,
  };
}
