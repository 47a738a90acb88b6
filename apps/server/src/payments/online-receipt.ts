import { eq } from 'drizzle-orm';
import { orders, outboxMessages, payments, tables, users } from '../db/schema/index.ts';
import type { Tx } from '../lib/db-tx.ts';
import { loadBillState } from '../domain/bill/load-bill-state.ts';
import { loadPaymentReceipt } from '../domain/staff/payment-receipt.ts';
import { receiptTicket } from '../domain/printing/tickets/receipt-ticket.ts';
import { text } from '../domain/printing/tickets/ticket-parts.ts';
import { ONLINE_RECEIPT_TEXTS } from './online-receipt-texts.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/**
 * The e-mailed receipt of an online payment (issue 34): the printed receipt's content (business,
 * date, table, the lines paid, VAT by rate, the tip, the total; ADR 027's one bill model) under
 * "Online ödeme", as a PDF written to the e-mail outbox in the settlement's own transaction, for
 * the diner who paid, when her account has an e-mail. Returns the outbox id (hand it to
 * deliverQueuedEmail after the commit), or null when there is no address to send to.
 */
export async function queueOnlineReceipt({
  tx,
  paymentId,
  userId,
  locale = 'tr',
  now,
}: {
  tx: Tx;
  paymentId: string;
  /** The diner who paid (the intent's user). */
  userId: string;
  locale?: 'tr' | 'en';
  now: Date;
}): Promise<{ outboxId: string } | null> {
  const [diner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!diner?.email) return null;
  const [found] = await tx
    .select({ payment: payments, order: orders, table: tables.name })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(tables, eq(tables.id, orders.tableId))
    .where(eq(payments.id, paymentId));
  if (!found) throw new Error(`online receipt: no payment ${paymentId}`);
  const { payment, order } = found;
  const { bill } = await loadBillState({ db: tx, order, now });
  const paid = bill.payments.find((entry) => entry.id === payment.id);
  if (!paid) throw new Error(`online receipt: payment ${paymentId} is not on its order's bill`);
  const shareCountOf = new Map(bill.lines.map((line) => [line.id, line.shareCount]));
  const recorded = {
    id: payment.id,
    amount: payment.amount,
    tipAmount: payment.tipAmount,
    method: payment.method,
    lines: paid.lines,
    charges: paid.charges,
    shares: paid.shares.map(({ lineId, index }) => ({
      lineId,
      index,
      shareCount: shareCountOf.get(lineId) ?? 1,
    })),
    billRequestId: payment.billRequestId,
    splitBillRequestId: payment.splitBillRequestId,
    createdAt: payment.createdAt.toISOString(),
  };
  const receipt = await loadPaymentReceipt({
    db: tx,
    orderId: order.id,
    staffId: null,
    payment: recorded,
    bill,
  });
  const ticket = receiptTicket({
    orderNumber: order.orderNumber,
    table: found.table ?? '',
    payment: { ...recorded, receipt },
    bill,
  });
  const T = ONLINE_RECEIPT_TEXTS[locale];
  const pdf = await renderReceiptPdf({
    title: T.title(receipt.business.name, order.orderNumber),
    blocks: [
      text(ONLINE_RECEIPT_TEXTS.tr.heading, { bold: true, align: 'center', size: 2 }),
      ...ticket.blocks,
    ],
  });
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: 'email',
      to: diner.email,
      subject: T.subject(receipt.business.name),
      text: T.body(receipt.business.name, payment.amount + payment.tipAmount),
      attachments: [
        {
          filename: `masa-odeme-${order.orderNumber}.pdf`,
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
    })
    .returning({ id: outboxMessages.id });
  return { outboxId: row!.id };
}
