import type { Bill } from '@masa/core/bill/bill';
import { billNumberOf } from '@masa/core/orders/bill-label';
import type { PrintBlock, PrintDocument } from '@masa/core/printing/document';
import type { PaymentResponse } from '../../staff/payment-body.ts';
import { businessBlocks, choiceBlocks, minus } from './slip-parts.ts';
import { printMoney, printTime, row, rule, text } from './ticket-parts.ts';
import { TICKET_TEXTS as T } from './ticket-texts.ts';

/**
 * A payment's receipt on the receipt printer (issue 33): the staff app's receipt on screen
 * (apps/staff components/payment-receipt.tsx) on paper, from the same server answer: the
 * business, date and time, table and who took it; what it paid at the menu's prices with the
 * campaign and staff discounts as their own minus lines; its VAT by rate, the amount, the tip
 * and the method; the cash handed over and the change when known; the bill's paid total, tips
 * and what is left; "Bilgi fişidir, mali değeri yoktur." A cash payment opens the drawer.
 */
export function receiptTicket({
  orderNumber,
  table,
  payment,
  bill,
  received = null,
  billLabel = null,
}: {
  orderNumber: number;
  table: string;
  /** The table's bill it paid, "Hesap 2"… (ADR 078); null on the first, as the slip on screen. */
  billLabel?: string | null;
  payment: PaymentResponse;
  bill: Bill;
  /** The cash handed over, kuruş, when the staff typed it. */
  received?: number | null;
}): PrintDocument {
  const { receipt } = payment;
  const lineOf = new Map(bill.lines.map((line) => [line.id, line]));
  const charges = new Map(bill.charges.map((charge) => [charge.id, charge]));
  const paid = bill.payments.find((entry) => entry.id === payment.id);
  const due = payment.amount + payment.tipAmount;
  const who = receipt.recordedBy ? ` · ${T.recordedBy(receipt.recordedBy)}` : '';
  const blocks: PrintBlock[] = [
    ...businessBlocks(receipt.business),
    text(printTime(new Date(payment.createdAt))),
    text(`${billLabel ? T.tableBill(table, billNumberOf(billLabel)) : T.table(table)}${who}`),
    text(T.receipt(orderNumber), { bold: true }),
    rule(),
    ...receipt.lines.flatMap(({ lineId, quantity, amount }) => {
      const line = lineOf.get(lineId);
      const figure = line?.ikram ? `${T.ikram} ${printMoney(0)}` : printMoney(amount);
      return [row(T.line(quantity, line?.name ?? ''), figure), ...(line ? choiceBlocks(line) : [])];
    }),
    ...receipt.shares.map(({ lineId, index, shareCount, amount }) =>
      row(T.shareOf(index, shareCount, lineOf.get(lineId)?.name ?? ''), printMoney(amount)),
    ),
    ...payment.charges.map((id) =>
      row(charges.get(id)?.name ?? '', printMoney(charges.get(id)?.amount ?? 0)),
    ),
  ];
  if (receipt.campaign) {
    const { code, title, amount } = receipt.campaign;
    blocks.push(row([code, title].filter(Boolean).join(' · '), minus(amount)));
  }
  if (receipt.staffDiscount) {
    const labels = receipt.staffDiscount.discounts
      .map((d) => T.staffDiscount(d.reason, d.kind === 'percent' ? d.value : null))
      .join(', ');
    blocks.push(row(labels || T.discount, minus(receipt.staffDiscount.amount)));
  }
  blocks.push(
    rule(),
    ...(paid?.vat ?? []).map((group) =>
      row(T.vat(group.rate, bill.taxIncludedInPrice), printMoney(group.vat)),
    ),
    row(T.amount, printMoney(payment.amount)),
    row(T.tips, printMoney(payment.tipAmount)),
    row(T.methods[payment.method] ?? payment.method, printMoney(due), true),
  );
  if (payment.method === 'cash' && received !== null && received >= due) {
    blocks.push(row(T.received, printMoney(received)), row(T.change, printMoney(received - due)));
  }
  blocks.push(
    rule(),
    row(T.paidTotal, printMoney(bill.paid + bill.tips)),
    row(T.tipsInAll, printMoney(bill.tips)),
    row(T.left, printMoney(bill.left), true),
    rule(),
    text(T.notFiscal, { align: 'center' }),
  );
  return { blocks, cut: true, openDrawer: payment.method === 'cash' };
}
