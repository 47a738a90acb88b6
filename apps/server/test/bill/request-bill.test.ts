import { splitEqually } from '@masa/core/bill/equal-split';
import { calculateTip } from '@masa/core/money/tip';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billRequests, orders } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp } from './bill-fixture.ts';

const ctx = await createBillApp();
const { db, headers, placeOrder, requestBill } = ctx;
const meal = [
  { name: 'Humus', quantity: 2 },
  { name: 'Ayran', quantity: 3 },
];

describe('POST /orders/{orderId}/request-bill: pay all and equal split', () => {
  it('records the request with its own tip and marks the order; the order total stays', async () => {
    const order = await placeOrder(headers, meal);
    const res = await requestBill(order.id, headers, {
      businessId: order.businessId,
      tableId: order.tableId,
      orderId: order.id,
      timestamp: new Date().toISOString(),
      tipPercentage: 10,
      paymentMethod: 'credit_card',
      requestDetails: { appVersion: '1.0.0', deviceType: 'web', requestTime: 'şimdi' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Hesap isteğiniz alındı!');
    const tip = calculateTip(order.subtotal, 10);
    expect(body.data).toMatchObject({
      orderId: order.id,
      mode: 'full',
      paymentMethod: 'credit_card',
      tipPercentage: 10,
      status: 'pending',
      amount: order.total,
      tip,
      total: order.total + tip,
      perPerson: [],
      // The tip is the request's until a payment carries it (ADR 027).
      order: { billRequested: true, tip: 0, total: order.total },
    });
    const [row] = await db.select().from(billRequests).where(eq(billRequests.id, body.data.id));
    expect(row).toMatchObject({
      amount: order.total,
      tipAmount: tip,
      requestDetails: { appVersion: '1.0.0' },
    });
  });

  it('splits equally in whole kuruş adding up to the total; fewer than 2 or invalid people make 2', async () => {
    const order = await placeOrder(headers, [
      { name: 'Künefe', quantity: 1 },
      { name: 'Su (33 cl)', quantity: 1 },
    ]);
    const three = (
      await requestBill(order.id, headers, { mode: 'equal', peopleCount: 3, tipPercentage: 5 })
    ).json().data;
    expect(three.peopleCount).toBe(3);
    expect(three.perPerson).toEqual(splitEqually(three.total, 3));
    expect(three.perPerson.reduce((a: number, b: number) => a + b, 0)).toBe(three.total);
    for (const peopleCount of [1, 0, -4, 'iki', null]) {
      const res = await requestBill(order.id, headers, { mode: 'equal', peopleCount });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        peopleCount: 2,
        perPerson: splitEqually(order.total, 2),
      });
    }
  });

  it('answers the fallback paths as aliases', async () => {
    const order = await placeOrder(headers, meal);
    for (const [method, path] of [
      ['PUT', 'request-bill'],
      ['POST', 'bill'],
      ['PUT', 'bill'],
    ] as const) {
      const res = await requestBill(order.id, headers, { tipPercentage: 0 }, { method, path });
      expect(res.statusCode, `${method} ${path}`).toBe(201);
      expect(res.json().message).toBe('Hesap isteğiniz alındı!');
    }
    expect(await db.$count(billRequests, eq(billRequests.orderId, order.id))).toBe(3);
  });

  it('refuses tips other than 0/5/10/15 and payment methods the business does not accept', async () => {
    const order = await placeOrder(headers, meal);
    const cases: [object, string][] = [
      [{ tipPercentage: 25 }, 'Bahşiş oranı 0, 5, 10, 15 veya 20 olabilir'],
      [{ tipPercentage: 'on' }, 'Bahşiş oranı 0, 5, 10, 15 veya 20 olabilir'],
      [{ paymentMethod: 'online' }, 'Bu işletme Online Ödeme ile ödeme kabul etmiyor'],
      [{ paymentMethod: 'mutlinet' }, 'Bu işletme Multinet ile ödeme kabul etmiyor'],
      [{ paymentMethod: 'bitcoin' }, 'Geçersiz ödeme yöntemi'],
      [{ mode: 'custom' }, 'Geçersiz hesap isteği türü'],
    ];
    for (const [payload, message] of cases) {
      const res = await requestBill(order.id, headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await requestBill(order.id, headers, { paymentMethod: 'sodexo' })).statusCode).toBe(
      201,
    );
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.tipPercentage).toBe(0);
  });

  it('refuses a paid or cancelled order with a clear 409', async () => {
    const paid = await placeOrder(headers, meal);
    await db
      .update(orders)
      .set({ isPaid: true, paymentStatus: 'paid', status: 'paid' })
      .where(eq(orders.id, paid.id));
    const res = await requestBill(paid.id, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'ALL_PAID', message: 'Tüm ürünler ödendi' });

    const cancelled = await placeOrder(headers, meal);
    await db
      .update(orders)
      .set({ isCancelled: true, status: 'cancelled' })
      .where(eq(orders.id, cancelled.id));
    expect((await requestBill(cancelled.id, headers)).statusCode).toBe(409);
  });
});

describe('request-bill: who may ask', () => {
  it('needs a token, a well-formed id and an order the caller may pay', async () => {
    const order = await placeOrder(headers, meal);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/request-bill`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('AUTH_ERROR');
    expect((await requestBill('not-an-order', headers)).statusCode).toBe(400);
    const unknown = await requestBill('0123456789abcdef01234567', headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Hesap istenilecek sipariş bulunamadı.');

    const stranger = await ctx.newCustomer('Yabancı Kişi');
    expect((await requestBill(order.id, stranger.headers)).statusCode).toBe(404);
    // A diner with an order at another table of the same business is no friend at this table.
    await placeOrder(stranger.headers, meal, { table: 5 });
    expect((await requestBill(order.id, stranger.headers)).statusCode).toBe(404);
    // Body ids naming another business, table or order.
    for (const payload of [
      { businessId: DEMO_BUSINESS_IDS.ege },
      { tableId: 'table-ege01' },
      { orderId: '0123456789abcdef01234567' },
    ]) {
      expect(
        (await requestBill(order.id, headers, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(404);
    }
  });

  it("lets a diner of the order's sitting ask: a friend who joined by the printed code, or ordered in it (ADR 042)", async () => {
    const order = await placeOrder(headers, meal, { table: 6 });
    const seated = await ctx.newCustomer('Mehmet Demir');
    expect((await requestBill(order.id, seated.headers)).statusCode).toBe(404);
    const withKey = await ctx.scanTable(seated.headers, { table: 6 });
    const res = await requestBill(order.id, withKey, { mode: 'equal', peopleCount: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db
      .select()
      .from(billRequests)
      .where(eq(billRequests.id, res.json().data.id));
    expect(row!.userId).toBe(seated.id);

    // A key of another table's sitting is no key to this one.
    const elsewhere = await ctx.newCustomer('Zeynep Ak');
    const atFive = await ctx.scanTable(elsewhere.headers, { table: 5 });
    expect((await requestBill(order.id, atFive)).statusCode).toBe(404);
    expect(
      (await requestBill(order.id, await ctx.scanTable(elsewhere.headers, { table: 6 })))
        .statusCode,
    ).toBe(201);

    // An order of one's own in the same sitting (placed, then linked by POST /tables/sessions).
    const withOrder = await ctx.newCustomer('Ayşe Kaya');
    await placeOrder(withOrder.headers, [{ name: 'Su (33 cl)', quantity: 1 }], {
      table: 6,
      sameSitting: true,
    });
    expect((await requestBill(order.id, withOrder.headers)).statusCode).toBe(201);
  });
});

describe("request-bill: one diner's tip never changes another's order", () => {
  it("a friend's bill request with a 15 % tip leaves the order's tip and total as they were", async () => {
    // The review's attack: B, at A's table, asked for A's bill with 15 % and A's order total
    // went from 53,200 to 59,680 kuruş.
    const order = await placeOrder(headers, meal, { table: 8 });
    const friend = await ctx.newCustomer('Burak Yıldız');
    const seated = await ctx.scanTable(friend.headers, { table: 8 });
    const res = await requestBill(order.id, seated, { tipPercentage: 15 });
    expect(res.statusCode, res.body).toBe(201);
    const tip = calculateTip(order.subtotal, 15);
    // The friend's request carries the friend's tip: what the friend offers to pay.
    expect(res.json().data).toMatchObject({ tip, total: order.total + tip });
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ total: order.total, tip: 0, billRequested: true });
    const [request] = await db
      .select()
      .from(billRequests)
      .where(eq(billRequests.id, res.json().data.id));
    expect(request).toMatchObject({ userId: friend.id, tipAmount: tip });

    // The order's own diner's request carries its own tip; the order's total never moves.
    const own = await requestBill(order.id, headers, { tipPercentage: 5 });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ tip: calculateTip(order.subtotal, 5) });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ total: order.total, tip: 0 });
  });
});

describe('request-bill: Idempotency-Key', () => {
  it('answers a repeat with the first answer and writes once; another body with the key is 422', async () => {
    const order = await placeOrder(headers, meal);
    const key = { 'idempotency-key': `bill-${order.id}` };
    const sent = (at: string) => ({
      tipPercentage: 5,
      timestamp: at,
      requestDetails: { appVersion: '1.0.0', requestTime: at },
    });
    const first = await requestBill(order.id, { ...headers, ...key }, sent('2026-01-01T20:00:00Z'));
    // A retry on a fallback path, its payload rebuilt with a new clock reading.
    const again = await requestBill(
      order.id,
      { ...headers, ...key },
      sent('2026-01-01T20:00:05Z'),
      { path: 'bill' },
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await db.$count(billRequests, eq(billRequests.orderId, order.id))).toBe(1);
    const other = await requestBill(order.id, { ...headers, ...key }, { tipPercentage: 10 });
    expect(other.statusCode).toBe(422);
  });
});
