import type { Bill } from '@masa/core/bill/bill';
import type { PrintBlock, PrintDocument } from '@masa/core/printing/document';
import { billLineBlocks, businessBlocks, minus, type SlipBusiness } from './slip-parts.ts';
import { printMoney, printTime, row, rule, text } from './ticket-parts.ts';
import { TICKET_TEXTS as T } from './ticket-texts.ts';

/**
 * The pre-bill (ara hesap, issue 33) on the receipt printer: the business, "ARA HESAP", the
 * time and the table, then each open order's bill exactly as the table panel shows it (the one
 * bill model, ADR 027: lines, staff discounts as their own lines, charges, VAT by rate, total,
 * paid and left), and with several orders (a waiter's courses are orders, ADR 070) what the
 * table has left in all. A table with several bills (ADR 078) gets one pre-bill per bill, named
 * "Masa: Bahçe 3 · Hesap 2", so each party is handed its own. Not a fiscal receipt, and it
 * says so.
 */
export function prebillTicket({
  business,
  table,
  at,
  bills,
  bill = null,
}: {
  business: SlipBusiness;
  table: string;
  at: Date;
  /** With several bills on the table (ADR 078), the bill this pre-bill is: its number. */
  bill?: number | null;
  bills: readonly { orderNumber: number; bill: Bill }[];
}): PrintDocument {
  const blocks: PrintBlock[] = [
    ...businessBlocks(business),
    text(T.prebill, { inverse: true, bold: true, size: 2, align: 'center' }),
    text(printTime(at)),
    text(bill ? T.tableBill(table, bill) : T.table(table), { bold: true }),
  ];
  for (const { orderNumber, bill } of bills) {
    blocks.push(rule(), text(T.order(orderNumber), { bold: true }), ...billBlocks(bill));
  }
  if (bills.length > 1) {
    const left = bills.reduce((sum, { bill }) => sum + bill.left, 0);
    blocks.push(rule(), row(bill ? T.billLeft : T.tableLeft, printMoney(left), true));
  }
  blocks.push(rule(), text(T.notFiscal, { align: 'center' }));
  return { blocks, cut: true };
}

/** One order's bill, figure by figure (the staff app's BillSummary). */
function billBlocks(bill: Bill): PrintBlock[] {
  return [
    ...bill.lines.filter((line) => !line.cancelled).flatMap((line) => billLineBlocks(line)),
    rule(),
    row(T.subtotal, printMoney(bill.subtotal)),
    ...bill.staffDiscounts.map((d) =>
      row(T.staffDiscount(d.reason, d.kind === 'percent' ? d.value : null), minus(d.amount)),
    ),
    ...bill.charges.map((charge) => row(charge.name, printMoney(charge.amount))),
    ...bill.vat.map((group) =>
      row(T.vat(group.rate, bill.taxIncludedInPrice), printMoney(group.vat)),
    ),
    row(T.total, printMoney(bill.total), true),
    ...(bill.payments.length > 0 ? [row(T.paid, printMoney(bill.paid))] : []),
    row(T.left, printMoney(bill.left), true),
  ];
}
