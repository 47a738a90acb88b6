import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, paymentIntents, users } from '../../src/db/schema/index.ts';
import { webhookSignature } from '../../src/payments/iyzico/iyzico-signature.ts';
import { TWIN_SECRET_KEY } from '../../src/payments/iyzico-twin/twin-keys.ts';
import { eventually, socketClients } from '../live-orders/socket-helpers.ts';
import { waitFor } from './iyzico-twin-fixture.ts';
import { CARDS, createIntentApp, type IntentJson } from './intent-fixture.ts';

const EMAIL = 'ayse.online@example.com';
const lines = [
  { name: 'Haydari', quantity: 1 },
  { name: 'Girit Ezmesi', quantity: 2 },
];

/**
 * A diner pays the rest of the table's bill from the phone (issue 34, ADR 084): through the real
 * iyzico SDK, the twin's hosted form filled in with plain HTTP, the browser's callback and the
 * twin's signed webhook, into the one recording path.
 */
describe('payment intents through the iyzico twin (issue 34)', async () => {
  const t = await createIntentApp();
  const { app } = t;
  const sockets = socketClients();
  const sit = async (table: number, email?: string) => {
    const diner = await t.newCustomer('Ayşe Yılmaz');
    if (email) await t.db.update(users).set({ email }).where(eq(users.id, diner.id));
    const order = await t.placeOrder(diner.headers, lines, { slug: 'ege', table });
    const bill = (await t.readBill(order.id, diner.headers)).json().data.bill;
    return { diner, order, bill };
  };

  it('opens the hosted form for the rest with its tip, and the callback and the webhook record one payment', async () => {
    const { diner, order, bill } = await sit(1, EMAIL);
    const opened = await t.openIntent(order.id, diner.headers, { tipPercentage: 10 });
    expect(opened.statusCode, opened.body).toBe(201);
    const intent = opened.json().data.intent as IntentJson;
    expect(intent).toMatchObject({
      status: 'requires_action',
      amount: bill.left,
      twin: true,
    });
    // 10 % of what the items cost (core priceSelection's tip base), kept apart from the amount.
    expect(intent.tipAmount).toBeGreaterThan(0);
    expect(intent.checkoutUrl).toContain('/_twin/iyzico/checkout?token=');

    const { callback } = await t.payWithCard(intent, CARDS.success);
    expect(callback!.status).toBe(303);
    expect(callback!.headers.get('location')).toBe(
      `/customerapp/payment/${order.id}?intent=${intent.id}`,
    );
    // The webhook came too (the twin sends it right after the charge): still one payment.
    await waitFor(() => app.iyzicoTwin!.webhooks.find((w) => w.token && w.answer === 200));
    const recorded = await t.paymentsOf(order.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      method: 'online',
      amount: intent.amount,
      tipAmount: intent.tipAmount,
      recordedByStaffId: null,
      paymentIntentId: intent.id,
    });
    const { intent: paid } = await t.readIntent(intent.id, diner.headers);
    expect(paid).toMatchObject({ status: 'succeeded', paymentId: recorded[0]!.id });
    const after = (await t.readBill(order.id, diner.headers)).json().data.bill;
    expect(after.left).toBe(0);
    const ledger = await t.twinLedger();
    expect(ledger.charges.filter((c) => c.conversationId === intent.id)).toHaveLength(1);
    // The e-mailed receipt was queued with the payment, once.
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, EMAIL));
    expect(mails).toHaveLength(1);
  });

  it('a refused card ends the intent failed with the provider’s reason and the bill unchanged', async () => {
    const { diner, order, bill } = await sit(2);
    const intent = (await t.openIntent(order.id, diner.headers)).json().data.intent as IntentJson;
    const { callback } = await t.payWithCard(intent, CARDS.insufficient);
    expect(callback!.status).toBe(303);
    const { intent: failed } = await t.readIntent(intent.id, diner.headers);
    expect(failed.status).toBe('failed');
    expect(failed.failureMessage).toBeTruthy();
    expect(await t.paymentsOf(order.id)).toHaveLength(0);
    expect((await t.readBill(order.id, diner.headers)).json().data.bill.left).toBe(bill.left);
  });

  it('holds the units of an open form: a second intent over them is refused 409 until the first is cancelled', async () => {
    const { diner, order } = await sit(3);
    const first = (await t.openIntent(order.id, diner.headers)).json().data.intent as IntentJson;
    const second = await t.openIntent(order.id, diner.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'PAYMENT_IN_PROGRESS',
      message: 'Bu ürünler için başka bir ödeme sürüyor.',
    });
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/payment-intents/${first.id}/cancel`,
      headers: diner.headers,
    });
    expect(cancel.json().data.intent.status).toBe('cancelled');
    // The form refuses afterwards, and the units are free again.
    const form = await fetch(first.checkoutUrl!);
    expect(form.status).toBe(410);
    expect((await t.openIntent(order.id, diner.headers)).statusCode).toBe(201);
  });

  it('an intent whose 15 minutes ran out ends when read and frees its units', async () => {
    const { diner, order } = await sit(4);
    const intent = (await t.openIntent(order.id, diner.headers, { locale: 'en' })).json().data
      .intent as IntentJson;
    await t.db
      .update(paymentIntents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentIntents.id, intent.id));
    const { intent: read } = await t.readIntent(intent.id, diner.headers);
    // Its reason in the diner's language (English here), as the provider's own words come.
    expect(read).toMatchObject({
      status: 'cancelled',
      failureCode: 'EXPIRED',
      failureMessage: 'The payment timed out. Please try again.',
    });
    expect((await t.openIntent(order.id, diner.headers)).statusCode).toBe(201);
  });

  it('another diner’s intent is 404, and a repeat with the same Idempotency-Key answers the same intent', async () => {
    const { diner, order } = await sit(5);
    const a = await t.openIntent(order.id, diner.headers, {}, 'pay-once-1');
    const b = await t.openIntent(order.id, diner.headers, {}, 'pay-once-1');
    expect(b.statusCode).toBe(201);
    expect(b.json().data.intent.id).toBe(a.json().data.intent.id);
    const stranger = await t.newCustomer('Başka Biri');
    expect((await t.readIntent(a.json().data.intent.id, stranger.headers)).statusCode).toBe(404);
  });

  it('a webhook with a bad signature is 401 and does nothing; replayed 5 times it records one payment', async () => {
    const { diner, order } = await sit(6);
    const intent = (await t.openIntent(order.id, diner.headers)).json().data.intent as IntentJson;
    await t.payWithCard(intent, CARDS.success);
    const token = new URL(intent.checkoutUrl!).searchParams.get('token')!;
    await waitFor(() => app.iyzicoTwin!.webhooks.find((w) => w.token === token));
    const charge = (await t.twinLedger()).charges.find((c) => c.token === token)!;
    // The event as the twin signs it, sent again and again as iyzico resends it.
    const event = {
      paymentConversationId: intent.id,
      merchantId: 1,
      token,
      status: 'SUCCESS',
      iyziReferenceCode: 'ref-1',
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziEventTime: Date.now(),
      iyziPaymentId: Number(charge.paymentId),
    };
    const send = (signature: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/iyzico/webhook',
        headers: { 'x-iyz-signature-v3': signature },
        payload: event,
      });
    expect((await send('bad')).statusCode).toBe(401);
    const signed = webhookSignature(TWIN_SECRET_KEY, event);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(signed)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.paymentsOf(order.id)).toHaveLength(1);
  });

  it("tells the order's screens of a card payment with its commit, under an outbox id", async () => {
    // Written in the settlement's transaction (ADR 096), as a staff payment's: the id lets a
    // board drop news it heard twice (ADR 109); news told after the commit had none.
    const board = await sockets.open(app, (await t.staffHeaders('ege')).authorization);
    type News = { orderId: string; isPaid: boolean; outboxId?: number };
    const changed = sockets.record<News>(board, 'order:payment:changed');
    const completed = sockets.record<News>(board, 'payment:completed');
    const { diner, order } = await sit(0);
    const opened = await t.openIntent(order.id, diner.headers);
    expect(opened.statusCode, opened.body).toBe(201);
    await t.payWithCard(opened.json().data.intent as IntentJson, CARDS.success);

    await eventually(() => expect(completed.map((e) => e.orderId)).toEqual([order.id]));
    const told = changed.filter((e) => e.orderId === order.id);
    expect(told.map((e) => e.isPaid)).toEqual([true]);
    expect([...told, ...completed].every((e) => typeof e.outboxId === 'number')).toBe(true);
  });

  it('a staff cash payment over an open form cancels it at the provider', async () => {
    const { diner, order } = await sit(7);
    const intent = (await t.openIntent(order.id, diner.headers)).json().data.intent as IntentJson;
    const cash = await t.recordPayment(order.id, { method: 'cash' }, 'ege');
    expect(cash.statusCode, cash.body).toBe(201);
    const { intent: read } = await t.readIntent(intent.id, diner.headers);
    expect(read).toMatchObject({ status: 'cancelled', failureCode: 'PAID_BY_STAFF' });
    expect((await fetch(intent.checkoutUrl!)).status).toBe(410);
    expect(await t.paymentsOf(order.id)).toHaveLength(1);
  });
});

describe('the provider not answering (issue 34)', async () => {
  // Not listening: the mounted twin cannot be reached, as a provider that does not answer.
  const { createBillApp } = await import('../bill/bill-fixture.ts');
  const t = await createBillApp();

  it('answers 503 with the Turkish message and records nothing', async () => {
    const diner = await t.newCustomer('Ayşe Yılmaz');
    const order = await t.placeOrder(diner.headers, lines, { slug: 'ege', table: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment-intents`,
      headers: diner.headers,
      payload: { pay: { kind: 'rest' }, tipPercentage: 0, locale: 'tr' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      error: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'Ödeme sağlayıcısına şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    });
    const rows = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.orderId, order.id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect((await t.readBill(order.id, diner.headers)).json().data.bill.payments).toHaveLength(0);
  });
});
