import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDb } from '../src/db/client.ts';
import { webhookSignature } from '../src/payments/iyzico/iyzico-signature.ts';
import { TWIN_SECRET_KEY } from '../src/payments/iyzico-twin/twin-keys.ts';
import { payOnHostedForm } from '../test/payments/iyzico-twin-fixture.ts';
import { linkOrder, placeOrder, scanTable, type Headers, type TableRef } from './support/diner.ts';
import { recordFigure } from './support/figures.ts';
import { createWorld } from './support/world.ts';

// Issue 34 "Done when", ADR 084: a diner's online payment is never charged twice. Real
// PostgreSQL, the real app listening (the iyzico twin is mounted in it and reached through the
// official SDK over loopback), the twin's hosted form filled in with plain HTTP, its webhook
// racing the browser's callback. Charges and refunds are counted at the twin's dev door: per
// order, what the twin charged less what it refunded is what Masa recorded as online payments.

const world = await createWorld();
const { app } = world;
const address = await app.listen({ port: 0, host: '127.0.0.1' });
world.config.publicUrl = address;
// A second node whose provider cannot be reached: it is not listening, so its mounted twin isn't.
const poolB = createDb(world.url, { max: 4 });
const deaf = await buildApp({ config: { ...world.config }, db: poolB });
await deaf.ready();
afterAll(async () => {
  await deaf.close();
  await poolB.$client.end();
});

let nextTable = 0;
const freshTable = (): TableRef => ({ slug: 'ege', table: nextTable++ });
const friendsAt = (at: TableRef, count: number): Promise<Headers[]> =>
  Promise.all(
    Array.from({ length: count }, async (_, i) =>
      scanTable(app, (await world.newCustomer(`Arkadaş ${i}`)).headers, at),
    ),
  );

/** An order at a fresh Ege table (Ege takes online payment): Haydari ×1, Girit Ezmesi ×2. */
async function orderAt(at: TableRef, who: Headers) {
  const items = [
    { productId: (await world.product('ege', 'Haydari')).id, quantity: 1 },
    { productId: (await world.product('ege', 'Girit Ezmesi')).id, quantity: 2 },
  ];
  const res = await placeOrder(app, who, at, items);
  if (res.statusCode !== 201) throw new Error(res.body);
  const order = res.json().data as { id: string; items: { id: string }[] };
  await linkOrder(app, who, at, order.id);
  return order;
}

const openIntent = (node: typeof app, orderId: string, who: Headers, pay: object) =>
  node.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment-intents`,
    headers: who,
    payload: { pay, tipPercentage: 0, locale: 'tr' },
  });

/** The card on the hosted form, then the browser's auto-submitted callback POST. */
async function pay(checkoutUrl: string) {
  const form = await payOnHostedForm(checkoutUrl, '5528790000000008');
  const token = /name="token" value="([^"]+)"/.exec(form.html)?.[1];
  if (!token) return;
  await fetch(`${address}/api/payments/iyzico/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
    redirect: 'manual',
  });
}

/** Per order: what the twin charged, refunded, and what Masa recorded online (kuruş, tip in). */
async function ledger(orderId: string) {
  const { rows: intents } = await world.db.$client.query<{ id: string }>(
    'SELECT id FROM payment_intents WHERE order_id = $1',
    [orderId],
  );
  const ids = new Set(intents.map((row) => row.id));
  const door = (
    await app.inject({ method: 'GET', url: '/api/dev/iyzico/payments', remoteAddress: '127.0.0.1' })
  ).json<{
    charges: { conversationId: string; amount: number }[];
    refunds: { conversationId: string; amount: number }[];
  }>();
  const sum = (rows: { conversationId: string; amount: number }[]) =>
    rows.filter((r) => ids.has(r.conversationId)).reduce((s, r) => s + r.amount, 0);
  const { rows } = await world.db.$client.query<{ method: string; total: number }>(
    'SELECT method, (amount + tip_amount)::int AS total FROM payments WHERE order_id = $1',
    [orderId],
  );
  const online = rows.filter((r) => r.method === 'online');
  return {
    charged: sum(door.charges),
    charges: door.charges.filter((c) => ids.has(c.conversationId)).length,
    refunded: sum(door.refunds),
    recordedOnline: online.reduce((s, r) => s + r.total, 0),
    payments: rows.length,
  };
}

const settled = async (orderId: string) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await world.db.$client.query<{ live: number }>(
      `SELECT count(*)::int AS live FROM payment_intents WHERE order_id = $1
         AND status IN ('created', 'requires_action', 'processing')`,
      [orderId],
    );
    if (rows[0]!.live === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('online payments are charged once (issue 34)', () => {
  it('100 diners paying the same share at once: one form, one charge, one payment', async () => {
    const at = freshTable();
    const diners = await friendsAt(at, 100);
    const order = await orderAt(at, diners[0]!);
    const share = {
      kind: 'items',
      items: [],
      charges: [],
      shares: [{ lineId: order.items[0]!.id, index: 1, shareCount: 2 }],
    };
    const answers = await Promise.all(diners.map((who) => openIntent(app, order.id, who, share)));
    const codes = answers.map((a) => a.statusCode);
    const opened = answers.filter((a) => a.statusCode === 201);
    await Promise.all(opened.map((a) => pay(a.json().data.intent.checkoutUrl as string)));
    await settled(order.id);
    const counts = await ledger(order.id);
    recordFigure({
      part: 'payments',
      check: '100 diners pay one share at once: forms / refused / charges / payments / double',
      count: 100,
      result: `${opened.length} / ${codes.filter((c) => c === 409).length} / ${counts.charges} / ${counts.payments} / ${counts.charged - counts.refunded - counts.recordedOnline}`,
    });
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    expect(opened).toHaveLength(1);
    expect(counts.payments).toBe(1);
    expect(counts.charged - counts.refunded).toBe(counts.recordedOnline);
  });

  it('a webhook replayed 5 times, racing the callback: one payment', async () => {
    const at = freshTable();
    const [diner] = await friendsAt(at, 1);
    const order = await orderAt(at, diner!);
    const intent = (await openIntent(app, order.id, diner!, { kind: 'rest' })).json().data.intent;
    const token = new URL(intent.checkoutUrl as string).searchParams.get('token')!;
    const form = await payOnHostedForm(intent.checkoutUrl as string, '5528790000000008');
    expect(form.status).toBe(200);
    const door = (
      await app.inject({
        method: 'GET',
        url: '/api/dev/iyzico/payments',
        remoteAddress: '127.0.0.1',
      })
    ).json<{ charges: { token: string; paymentId: string }[] }>();
    const event = {
      paymentConversationId: intent.id,
      merchantId: 1,
      token,
      status: 'SUCCESS',
      iyziReferenceCode: 'replayed',
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziEventTime: Date.now(),
      iyziPaymentId: Number(door.charges.find((c) => c.token === token)!.paymentId),
    };
    const signature = webhookSignature(TWIN_SECRET_KEY, event);
    const hooks = Array.from({ length: 5 }, () =>
      fetch(`${address}/api/payments/iyzico/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-iyz-signature-v3': signature },
        body: JSON.stringify(event),
      }),
    );
    const callback = fetch(`${address}/api/payments/iyzico/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    });
    const statuses = (await Promise.all([...hooks, callback])).map((r) => r.status);
    await settled(order.id);
    const counts = await ledger(order.id);
    recordFigure({
      part: 'payments',
      check: 'webhook ×5 (+ the twin’s own) with the callback: payments',
      count: 7,
      result: `${counts.payments}`,
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 303]);
    expect(counts.payments).toBe(1);
    expect(counts.charged - counts.refunded).toBe(counts.recordedOnline);
  });

  it('the provider not answering: 503 with the message, nothing recorded', async () => {
    const at = freshTable();
    const [diner] = await friendsAt(at, 1);
    const order = await orderAt(at, diner!);
    const res = await openIntent(deaf, order.id, diner!, { kind: 'rest' });
    recordFigure({
      part: 'payments',
      check: 'provider not answering',
      count: 1,
      result: `${res.statusCode}`,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Ödeme sağlayıcısına şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    );
    expect((await ledger(order.id)).payments).toBe(0);
  });

  it('a staff cash payment racing an online one for the same lines: one wins, the other is refused or refunded', async () => {
    const results: string[] = [];
    for (let round = 0; round < 5; round++) {
      const at = freshTable();
      const [diner] = await friendsAt(at, 1);
      const order = await orderAt(at, diner!);
      const intent = (await openIntent(app, order.id, diner!, { kind: 'rest' })).json().data.intent;
      const [cash] = await Promise.all([
        app.inject({
          method: 'POST',
          url: `/api/staff/orders/${order.id}/payments`,
          headers: await world.staff('ege', 'owner'),
          payload: { method: 'cash' },
        }),
        pay(intent.checkoutUrl as string),
      ]);
      await settled(order.id);
      const counts = await ledger(order.id);
      results.push(
        `${cash.statusCode === 201 ? 'cash' : 'online'}:${counts.charges}-${counts.refunded > 0 ? 'refunded' : 'kept'}`,
      );
      expect(counts.payments).toBe(1);
      expect(counts.charged - counts.refunded).toBe(counts.recordedOnline);
    }
    recordFigure({
      part: 'payments',
      check: 'cash races online ×5: winner:charges-refund',
      count: 5,
      result: results.join(' '),
    });
  });
});
