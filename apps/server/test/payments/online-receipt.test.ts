import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, outboxMessages, payments, users } from '../../src/db/schema/index.ts';
import { loadBillState } from '../../src/domain/bill/load-bill-state.ts';
import { deliverQueuedEmail } from '../../src/domain/outbox/send-email.ts';
import { printMoney } from '../../src/domain/printing/tickets/ticket-parts.ts';
import { queueOnlineReceipt } from '../../src/payments/online-receipt.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { readReceiptPdf } from './read-receipt-pdf.ts';

const ctx = await createLiveApp();
const { app, db } = ctx;
const staff = await ctx.staffHeaders('bogaz');

/** 1 Menemen and 2 Çay; one Menemen and one Çay paid with a ₺15,00 tip, recorded as online. */
async function paidOnline(table: number, who = ctx.headers) {
  const order = await ctx.placeOrder(who, { table });
  const line = (name: string) => order.items.find((i) => i.name === name)!.id;
  const paid = await app.inject({
    method: 'POST',
    url: `/api/staff/orders/${order.id}/payments`,
    headers: staff,
    payload: {
      items: [
        { itemId: line('Menemen'), quantity: 1 },
        { itemId: line('Çay'), quantity: 1 },
      ],
      method: 'credit_card',
      tip: 1500,
    },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  // Recorded as the online settlement records it: method online, no staff took it.
  const [payment] = await db
    .update(payments)
    .set({ method: 'online', recordedByStaffId: null })
    .where(eq(payments.orderId, order.id))
    .returning();
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  return { order: row!, payment: payment! };
}

describe('the e-mailed receipt of an online payment (issue 34)', () => {
  it('writes a PDF with the business, date, table, lines paid, VAT by rate, tip, total and "Online ödeme" to the outbox, for the diner who paid', async () => {
    const { order, payment } = await paidOnline(5);
    const [diner] = await db.select().from(users).where(eq(users.id, order.userId!));
    expect(diner?.email).toBeTruthy();

    const queued = await db.transaction((tx) =>
      queueOnlineReceipt({ tx, paymentId: payment.id, userId: diner!.id, now: new Date() }),
    );
    const [mail] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, queued!.outboxId));
    expect(mail).toMatchObject({
      channel: 'email',
      to: diner!.email,
      subject: 'Boğaziçi Lokantası · Online ödeme fişiniz',
      sentAt: null,
    });
    const total = payment.amount + payment.tipAmount;
    expect(mail!.text).toContain(`online ödemeniz alındı`);
    expect(mail!.attachments).toEqual([
      {
        filename: `masa-odeme-${order.orderNumber}.pdf`,
        contentType: 'application/pdf',
        contentBase64: expect.any(String),
      },
    ]);

    const pdf = await readReceiptPdf(Buffer.from(mail!.attachments![0]!.contentBase64, 'base64'));
    expect(pdf.pages).toBe(1);
    // The figures are the bill model's (ADR 027): this payment's VAT by rate, amount and tip.
    const { bill } = await loadBillState({ db, order });
    const entry = bill.payments.find((p) => p.id === payment.id)!;
    expect(entry.vat.length).toBeGreaterThan(0);
    const vatLines = entry.vat.map(
      (group) =>
        `KDV %${group.rate}${bill.taxIncludedInPrice ? ' (dahil)' : ''} | ${printMoney(group.vat)}`,
    );
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'Online ödeme',
        'Boğaziçi Lokantası',
        expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
        expect.stringMatching(/^Masa: \S/),
        `Sipariş #${order.orderNumber} ödeme fişi`,
        expect.stringMatching(/^1 x Menemen \| [\d.]+,\d{2} TL$/),
        expect.stringMatching(/^1 x Çay \| [\d.]+,\d{2} TL$/),
        ...vatLines,
        `Tutar | ${printMoney(payment.amount)}`,
        `Bahşiş | ${printMoney(1500)}`,
        `Online | ${printMoney(total)}`,
        'Bilgi fişidir, mali değeri yoktur.',
      ]),
    );
    // Nobody took an online payment: no "Ödemeyi alan".
    expect(pdf.lines.join('\n')).not.toContain('Ödemeyi alan');
    // A till roll's width.
    expect(Math.round(pdf.width)).toBe(227);
  });

  it('sends nothing to a diner without an e-mail address', async () => {
    const guest = await ctx.newCustomer('Misafir', true);
    const { payment } = await paidOnline(6, guest.headers);
    const before = await db.select().from(outboxMessages);
    const queued = await db.transaction((tx) =>
      queueOnlineReceipt({ tx, paymentId: payment.id, userId: guest.id, now: new Date() }),
    );
    expect(queued).toBeNull();
    expect(await db.select().from(outboxMessages)).toHaveLength(before.length);
  });

  it('hands a queued receipt to SMTP only when SMTP is configured, after its transaction, and keeps the error when SMTP refuses', async () => {
    const { order, payment } = await paidOnline(7);
    const queued = await db.transaction((tx) =>
      queueOnlineReceipt({
        tx,
        paymentId: payment.id,
        userId: order.userId!,
        locale: 'en',
        now: new Date(),
      }),
    );
    await deliverQueuedEmail({
      db,
      config: { smtpUrl: undefined, mailFrom: 'Masa <a@b.c>' },
      id: queued!.outboxId,
    });
    const [mail] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, queued!.outboxId));
    expect(mail).toMatchObject({
      subject: 'Boğaziçi Lokantası · Your online payment receipt',
      sentAt: null,
      error: null,
    });
    // An SMTP server nobody runs: the delivery is tried and its error kept, the row stays unsent.
    await deliverQueuedEmail({
      db,
      config: { smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'Masa <a@b.c>' },
      id: queued!.outboxId,
    });
    const [tried] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, queued!.outboxId));
    expect(tried!.sentAt).toBeNull();
    expect(tried!.error).toMatch(/ECONNREFUSED/);
  });
});
