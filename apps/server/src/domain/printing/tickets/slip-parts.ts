import type { BillLine } from '@masa/core/bill/bill';
import type { PrintBlock } from '@masa/core/printing/document';
import { printMoney, row, text } from './ticket-parts.ts';
import { TICKET_TEXTS as T } from './ticket-texts.ts';

/** The business as a slip's head names it (domain/businesses/business-head.ts). */
export type SlipBusiness = {
  name: string;
  address: string;
  phone: string;
  taxOffice: string | null;
  taxNumber: string | null;
  /** The business declared İş Kanunu article 51 (ADR 092). */
  article51?: boolean;
};

/**
 * The top of a pre-bill or a receipt: the business's name, address, phone and tax number, and
 * the article-51 line of a business that declared it (ADR 092).
 */
export function businessBlocks(business: SlipBusiness): PrintBlock[] {
  const center = { align: 'center' as const };
  return [
    text(business.name, { ...center, bold: true, size: 2 }),
    ...(business.address ? [text(business.address, center)] : []),
    ...(business.phone ? [text(business.phone, center)] : []),
    ...(business.taxNumber
      ? [text(T.taxId(business.taxOffice ?? '', business.taxNumber), center)]
      : []),
    ...(business.article51 ? [text(T.article51, center)] : []),
  ];
}

/** A bill line's row as the bill on screen shows it: ikram, free, or its amount; then its choices. */
export function billLineBlocks(
  line: BillLine,
  label = T.line(line.quantity, line.name),
): PrintBlock[] {
  const figure = line.ikram
    ? `${T.ikram} ${printMoney(0)}`
    : line.chargedQuantity === 0
      ? T.free
      : printMoney(line.amount);
  return [row(label, figure), ...choiceBlocks(line)];
}

/** Options and "+ extras" of a line, indented under it (core orders/line-choices). */
export function choiceBlocks(line: { options: readonly string[]; extras: readonly string[] }) {
  return [
    ...line.options.map((option) => text(`  ${option}`)),
    ...line.extras.map((extra) => text(`  ${T.extra(extra)}`)),
  ];
}

export const minus = (kurus: number) => `-${printMoney(kurus)}`;
