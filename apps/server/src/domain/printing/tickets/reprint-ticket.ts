import type { PrintDocument } from '@masa/core/printing/document';
import { printTime, rule, text } from './ticket-parts.ts';
import { TICKET_TEXTS as T } from './ticket-texts.ts';

/**
 * A ticket printed again (issue 33, "Tekrar yazdır" on the board): "TEKRAR BASKI" inverse over
 * the ticket, with when, so a cook never makes a dish twice for a second paper. A reprint never
 * opens the drawer.
 */
export function reprintTicket(original: PrintDocument, at: Date): PrintDocument {
  return {
    blocks: [
      text(T.reprint, { inverse: true, bold: true, size: 2, align: 'center' }),
      text(T.reprintAt(printTime(at)), { align: 'center' }),
      rule(),
      ...original.blocks,
    ],
    cut: original.cut,
  };
}
