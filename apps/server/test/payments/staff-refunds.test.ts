import { and, eq } from 'drizzle-orm';
import { businessToday } from '@masa/core/reports/report-days';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  orders,
  paymentRefunds,
  payments,
  staffAccounts,
} from '../../src/db/schema/index.ts';
import { demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import type { Headers } from '../bill/bill-fixture.ts';
import { eventually, socketClients } from '../live-orders/socket-helpers.ts';
import { CARDS, createIntentApp, type IntentJson } from './intent-fixture.ts';
import { waitFor } from './iyzico-twin-fixture.ts';

type BillJson = {
  left: number;
  paid: number;
  refunded: number;
  total: number;
  settled: boolean;
  lines: { id: string; name: string; unitPrice: number; leftQuantity: number }[];
  payments: { id: string; amount: number; tip: number }[];
};

/**
 * A manager gives a payment (partly) back (issue 34 §5, ADR 084): the bill reopens by exactly
 * what that payment paid for what is given back, an online payment through the real SDK and
 * the mounted iyzico twin, a cash one as a record; never more than the payment paid.
 */
describe('staff refunds (issue 34)', async () => {
  const t = await createIntentApp();
  const { app, db } = t;
  const sockets = socketClients();
  const staffAs = async (slug: 'ege' | 'bogaz', role?: 'waiter' | 'kitchen'): Promise<Headers> => {
    const [staff] = await db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, demoStaffEmail(slug)));
    const token = await signAccessToken(
      {
        kind: 'staff',
        staffId: staff!.id,
        businessId: staff!.businessId,
        role: role ?? staff!.role,
      },
      { secret: t.config.jwtSecret, ttlSeconds: 3600, now: t.app.clock.now() },
    );
    return { authorization: `Bearer ${token}` };
  };
  const refund = async (paymentId: string, payload: object, who: Headers) =>
    app.inject({
      method: 'POST',
      url: `/api/staff/payments/${paymentId}/refunds`,
      headers: who,
      payload: {
        items: [],
        charges: [],
        shares: [],
        tip: false,
        reason: 'Yanlış ürün',
        ...payload,
      },
    });
  const billOf = async (orderId: string, who: Headers) =>
    (await t.readBill(orderId, who)).json().data.bill as BillJson;
  const payOnline = async (orderId: string, who: Headers) => {
    const opened = await t.openIntent(orderId, who, { tipPercentage: 10 });
    expect(opened.statusCode, opened.body).toBe(201);
    const intent = opened.json().data.intent as IntentJson;
    await t.payWithCard(intent, CARDS.success);
    return intent;
  };

  it('gives back one unit of an online payment through the provider: the bill reopens by exactly it, paid again online', async () => {
    const diner = await t.newCustomer('Ayşe Yılmaz');
    const order = await t.placeOrder(
      diner.headers,
      [
        { name: 'Haydari', quantity: 1 },
        { name: 'Girit Ezmesi', quantity: 2 },
      ],
      { slug: 'ege', table: 2 },
    );
    const intent = await payOnline(order.id, diner.headers);
    const [payment] = await t.paymentsOf(order.id);
    expect(payment).toMatchObject({ method: 'online', paymentIntentId: intent.id });
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.isPaid).toBe(true);
    const girit = order.items.find((item) => item.name === 'Girit Ezmesi')!;
    const manager = await staffAs('ege');

    const res = await refund(payment!.id, { items: [{ lineId: girit.id, quantity: 1 }] }, manager);
    expect(res.statusCode, res.body).toBe(201);
    const { refund: given, bill, order: reopened } = res.json().data;
    const unit = bill.lines.find((l: { id: string }) => l.id === girit.id).unitPrice;
    expect(given).toMatchObject({ amount: unit, tipAmount: 0, reason: 'Yanlış ürün' });
    expect(given.providerRefundId).toEqual(expect.any(String));
    expect(bill).toMatchObject({ left: unit, refunded: unit, settled: false });
    expect(bill.paid - bill.refunded + bill.left).toBe(bill.total);
    expect(reopened).toMatchObject({ isPaid: false, paymentStatus: 'partially_paid' });
    // The twin's dev door shows the money given back, once, for this refund.
    const ledger = await t.twinLedger();
    expect(ledger.refunds.filter((r) => r.conversationId === given.id)).toEqual([
      expect.objectContaining({ amount: unit }),
    ]);
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'payment.refunded'), eq(auditEvents.subjectId, payment!.id)),
      );
    expect(audit?.details).toMatchObject({ amount: unit, reason: 'Yanlış ürün', provider: true });

    // The phone pays the refunded unit again online, at the same price: the bill ends at 0.
    const again = await payOnline(order.id, diner.headers);
    expect(again.amount).toBe(unit);
    await waitFor(async () => ((await t.paymentsOf(order.id)).length === 2 ? true : undefined));
    expect(await billOf(order.id, diner.headers)).toMatchObject({ left: 0, settled: true });
  });

  it("tells the order's screens of a refund once the provider gave the money back, under an outbox id; one it refused tells nothing", async () => {
    // Written in the transaction that records the refund as done (ADR 096): the id lets a
    // board drop news it heard twice (ADR 109); news told after the commit had none.
    const manager = await staffAs('ege');
    const board = await sockets.open(app, manager.authorization);
    type News = { orderId: string; outboxId?: number };
    const paymentNews = sockets.record<News & { isPaid: boolean }>(board, 'order:payment:changed');
    const statusNews = sockets.record<News & { status: string }>(board, 'order:status:changed');
    const of = <T extends News>(heard: T[], orderId: string) =>
      heard.filter((e) => e.orderId === orderId);
    const diner = await t.newCustomer('Selin Ak');

    // A payment the provider does not know: it refuses to refund it, nothing is recorded.
    const unknown = await t.placeOrder(diner.headers, [{ name: 'Haydari', quantity: 1 }], {
      slug: 'ege',
      table: 5,
    });
    const cash = await t.recordPayment(unknown.id, { method: 'cash' }, 'ege');
    expect(cash.statusCode, cash.body).toBe(201);
    const unknownPayment = cash.json().data.payment.id as string;
    await db
      .update(payments)
      .set({ method: 'online', providerPaymentId: '12345678', recordedByStaffId: null })
      .where(eq(payments.id, unknownPayment));
    const lineOf = (order: { items: { id: string }[] }) => [
      { lineId: order.items[0]!.id, quantity: 1 },
    ];
    const refused = await refund(unknownPayment, { items: lineOf(unknown) }, manager);
    expect(refused.statusCode, refused.body).toBe(502);

    // An online payment given back in part: the paid order reopens.
    const order = await t.placeOrder(diner.headers, [{ name: 'Haydari', quantity: 2 }], {
      slug: 'ege',
      table: 6,
    });
    await payOnline(order.id, diner.headers);
    await eventually(() => expect(of(paymentNews, order.id).at(-1)?.isPaid).toBe(true));
    const [paid] = await t.paymentsOf(order.id);
    const res = await refund(paid!.id, { items: lineOf(order) }, manager);
    expect(res.statusCode, res.body).toBe(201);

    await eventually(() =>
      expect(of(paymentNews, order.id).at(-1)).toMatchObject({
        isPaid: false,
        paymentStatus: 'partially_paid',
      }),
    );
    const told = of(paymentNews, order.id).at(-1)!;
    expect(told.outboxId).toEqual(expect.any(Number));
    // The order's reopening is written after it, in the same transaction.
    await eventually(() =>
      expect(of(statusNews, order.id).at(-1)?.outboxId).toBeGreaterThan(told.outboxId!),
    );
    // The refused refund's news would have been written, and heard, before these.
    expect(of(paymentNews, unknown.id).map((e) => e.isPaid)).toEqual([true]);
    expect(of(statusNews, unknown.id)).toHaveLength(1);
  });

  it('refuses a second refund beyond what the payment paid (409), in Turkish and English', async () => {
    const diner = await t.newCustomer('Mehmet Kaya');
    const order = await t.placeOrder(diner.headers, [{ name: 'Haydari', quantity: 2 }], {
      slug: 'ege',
      table: 3,
    });
    await payOnline(order.id, diner.headers);
    const [payment] = await t.paymentsOf(order.id);
    const haydari = order.items[0]!;
    const manager = await staffAs('ege');
    const first = await refund(
      payment!.id,
      { items: [{ lineId: haydari.id, quantity: 2 }] },
      manager,
    );
    expect(first.statusCode, first.body).toBe(201);
    const refundsBefore = (await t.twinLedger()).refunds.length;
    const second = await refund(
      payment!.id,
      { items: [{ lineId: haydari.id, quantity: 1 }] },
      manager,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'REFUND_TOO_MUCH',
      message: 'Bu ödeme seçtiklerinizi ödemedi ya da bunlar zaten iade edildi',
    });
    const english = await refund(
      payment!.id,
      { items: [{ lineId: haydari.id, quantity: 1 }] },
      { ...manager, 'accept-language': 'en' },
    );
    expect(english.json().message).toBe(
      'This payment did not pay what you chose, or it was refunded already',
    );
    expect((await t.twinLedger()).refunds.length).toBe(refundsBefore);
    const rows = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment!.id));
    expect(rows).toHaveLength(1);
    expect((await billOf(order.id, diner.headers)).left).toBe(rows[0]!.amount);
  });

  it('gives back a unit and the tip of a cash payment as a record; waiters 403, another business 404', async () => {
    const diner = await t.newCustomer('Zeynep Demir');
    const order = await t.placeOrder(diner.headers, [{ name: 'Ayran', quantity: 3 }], {
      table: 4,
    });
    const paid = await t.recordPayment(order.id, { method: 'cash', tip: 1_500 });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json().data.payment as { id: string; amount: number };
    const ayran = order.items[0]!;
    const body = { items: [{ lineId: ayran.id, quantity: 1 }], tip: true };
    expect((await refund(payment.id, body, await staffAs('bogaz', 'waiter'))).statusCode).toBe(403);
    expect((await refund(payment.id, body, await staffAs('ege'))).statusCode).toBe(404);
    const missing = await refund(payment.id, { ...body, reason: '' }, await staffAs('bogaz'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('İade nedeni yazın');

    // The day's tip ledger (ADR 088) counts the tip, then counts it out once given back.
    const tipOf = async () => {
      const ledger = await app.inject({
        method: 'GET',
        url: `/api/staff/tips?day=${businessToday()}`,
        headers: await staffAs('bogaz'),
      });
      const rows = ledger.json().data.payments as { id: string; tip: number }[];
      return rows.find((row) => row.id === payment.id)?.tip ?? 0;
    };
    expect(await tipOf()).toBe(1_500);
    const res = await refund(payment.id, body, await staffAs('bogaz'));
    expect(res.statusCode, res.body).toBe(201);
    expect(await tipOf()).toBe(0);
    const { refund: given, bill } = res.json().data;
    const unit = bill.lines.find((l: { id: string }) => l.id === ayran.id).unitPrice;
    expect(given).toMatchObject({ amount: unit, tipAmount: 1_500, providerRefundId: null });
    expect(bill).toMatchObject({ left: unit, tips: 0 });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ isPaid: false, paymentStatus: 'partially_paid', tip: 0 });
    // Nothing left of the tip to give back.
    const twice = await refund(payment.id, { tip: true }, await staffAs('bogaz'));
    expect(twice.statusCode).toBe(409);
  });

  it('a repeat with the same Idempotency-Key answers the first answer and refunds once', async () => {
    const diner = await t.newCustomer('Deniz Kara');
    const order = await t.placeOrder(
      diner.headers,
      [
        { name: 'Haydari', quantity: 2 },
        { name: 'Girit Ezmesi', quantity: 1 },
      ],
      { slug: 'ege', table: 4 },
    );
    const intent = await payOnline(order.id, diner.headers);
    const [online] = await t.paymentsOf(order.id);
    expect(online).toMatchObject({ paymentIntentId: intent.id });
    const manager = await staffAs('ege');
    const haydari = order.items.find((item) => item.name === 'Haydari')!;
    const send = (key: string, paymentId: string, lineId: string) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/payments/${paymentId}/refunds`,
        headers: { ...manager, 'idempotency-key': key },
        payload: { items: [{ lineId, quantity: 1 }], reason: 'Yanlış ürün' },
      });
    // An online refund, sent twice (the tablet's Wi-Fi dropped the first answer).
    const first = await send('refund-online-1', online!.id, haydari.id);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('refund-online-1', online!.id, haydari.id);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const rows = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, online!.id));
    expect(rows).toHaveLength(1);
    const ledger = await t.twinLedger();
    expect(ledger.refunds.filter((r) => r.conversationId === rows[0]!.id)).toHaveLength(1);
    // The same key for another request is refused; a new key refunds the second Haydari.
    const reused = await send('refund-online-1', online!.id, order.items[1]!.id);
    expect(reused.statusCode).toBe(422);
    expect((await send('refund-online-2', online!.id, haydari.id)).statusCode).toBe(201);

    // A cash refund, sent twice at once: one refund, the same answer to both.
    const cash = await t.newCustomer('Can Er');
    const cashOrder = await t.placeOrder(cash.headers, [{ name: 'Ayran', quantity: 2 }], {
      table: 2,
    });
    const paid = await t.recordPayment(cashOrder.id, { method: 'cash' });
    const paymentId = paid.json().data.payment.id as string;
    const bogaz = await staffAs('bogaz');
    const both = await Promise.all(
      [0, 1].map(() =>
        app.inject({
          method: 'POST',
          url: `/api/staff/payments/${paymentId}/refunds`,
          headers: { ...bogaz, 'idempotency-key': 'refund-cash-1' },
          payload: { items: [{ lineId: cashOrder.items[0]!.id, quantity: 1 }], reason: 'Soğuk' },
        }),
      ),
    );
    expect(both.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(both[0]!.body).toBe(both[1]!.body);
    const cashRows = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentId));
    expect(cashRows).toHaveLength(1);
  });

  it('a line paid and refunded takes no discount: its payment keeps its price', async () => {
    const diner = await t.newCustomer('Ece Ak');
    const order = await t.placeOrder(diner.headers, [{ name: 'Ayran', quantity: 1 }], {
      table: 7,
    });
    const ayran = order.items[0]!.id;
    const paid = await t.recordPayment(order.id, {
      method: 'cash',
      items: [{ itemId: ayran, quantity: 1 }],
    });
    const payment = paid.json().data.payment as { id: string };
    const owner = await staffAs('bogaz');
    const res = await refund(payment.id, { items: [{ lineId: ayran, quantity: 1 }] }, owner);
    expect(res.statusCode, res.body).toBe(201);
    const discount = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/discounts`,
      headers: owner,
      payload: {
        lineId: ayran,
        kind: 'percent',
        value: 10,
        reason: 'Müdavim',
        expectedTotal: res.json().data.bill.total,
      },
    });
    expect(discount.statusCode, discount.body).toBe(409);
    expect(discount.json().error).toBe('DISCOUNT_ON_PAID');
  });

  it('a refunded share of a shared dish is due again and paid again', async () => {
    const diner = await t.newCustomer('Can Öz');
    const order = await t.placeOrder(diner.headers, [{ name: 'Humus', quantity: 1 }], {
      table: 5,
    });
    const humus = order.items[0]!.id;
    const share = { method: 'cash', shares: [{ itemId: humus, shareCount: 2 }] };
    const first = await t.recordPayment(order.id, share);
    expect(first.statusCode, first.body).toBe(201);
    const payment = first.json().data.payment as { id: string; amount: number };
    const res = await refund(
      payment.id,
      { shares: [{ lineId: humus, index: 1 }] },
      await staffAs('bogaz'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.refund.amount).toBe(payment.amount);
    const again = await t.recordPayment(order.id, share);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.payment).toMatchObject({
      amount: payment.amount,
      shares: [{ lineId: humus, index: 1 }],
    });
  });
});

describe('a refund when the provider does not answer (issue 34)', async () => {
  // Not listening: the mounted twin cannot be reached, as a provider that does not answer.
  const { createBillApp } = await import('../bill/bill-fixture.ts');
  const t = await createBillApp();

  it('answers 503 with the Turkish message and records nothing', async () => {
    const order = await t.placeOrder(t.headers, [{ name: 'Ayran', quantity: 2 }], { table: 6 });
    const paid = await t.recordPayment(order.id, { method: 'cash' });
    const payment = paid.json().data.payment as { id: string; amount: number };
    // As an online payment records it: the provider's payment id.
    await t.db
      .update(payments)
      .set({ method: 'online', providerPaymentId: '12345678', recordedByStaffId: null })
      .where(eq(payments.id, payment.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/payments/${payment.id}/refunds`,
      headers: await t.staffHeaders(),
      payload: { items: [{ lineId: order.items[0]!.id, quantity: 1 }], reason: 'Yanlış ürün' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      error: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message:
        'Ödeme sağlayıcısına şu an ulaşılamıyor; iade yapılmadı. Lütfen biraz sonra tekrar deneyin.',
    });
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
    ).toEqual([]);
    const bill = (await t.readBill(order.id, t.headers)).json().data.bill as BillJson;
    expect(bill).toMatchObject({ left: 0, refunded: 0, settled: true });
  });
});
