import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentShares, payments, splitBillRequests } from '../../src/db/schema/index.ts';
import { createBillApp, type Headers } from './bill-fixture.ts';

// ADR 048: the waiter records a share of a shared dish at the tablet (three friends paying a
// third of the Humus each in cash, without phones), taken and priced as a diner's request
// takes it, under the order's lock like every other payment.
const ctx = await createBillApp();
const { db, headers, placeOrder, requestBill, readBill, decideSplit, recordPayment } = ctx;

type Share = { index: number; amount: number; paid: boolean; due: boolean; available: boolean };
type Line = { id: string; shareCount: number; shares: Share[]; availableQuantity: number };
type BillJson = { lines: Line[]; vat: unknown[]; left: number; settled: boolean };
const billOf = async (orderId: string) =>
  (await readBill(orderId, headers)).json().data.bill as BillJson;
const lineOf = async (orderId: string, lineId: string) =>
  (await billOf(orderId)).lines.find((line) => line.id === lineId)!;
const oneShare = (itemId: string, shareCount: number, extra: object = {}) => ({
  method: 'cash',
  shares: [{ itemId, shareCount }],
  ...extra,
});
const diner = async (name: string, table: number): Promise<Headers> =>
  ctx.scanTable((await ctx.newCustomer(name)).headers, { table });
const rowsOf = async (orderId: string) => {
  const paid = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const ids = paid.map((p) => p.id);
  const shares = ids.length
    ? await db.select().from(paymentShares).where(inArray(paymentShares.paymentId, ids))
    : [];
  return { payments: paid.length, shares: shares.length };
};

describe('the waiter records shares of a shared dish (ADR 048)', () => {
  it('two shares of the Humus in cash at the tablet, the third by a diner: the order paid', async () => {
    const order = await placeOrder(
      headers,
      [
        { name: 'Humus', quantity: 1 },
        { name: 'Ayran', quantity: 1 },
      ],
      { table: 1 },
    );
    const humus = order.items.find((item) => item.name === 'Humus')!.id;
    const before = await billOf(order.id);
    // Not shared yet: the waiter shares it among three and takes share 1 (the extra kuruş).
    const first = await recordPayment(order.id, oneShare(humus, 3, { expectedAmount: 53_34 }));
    expect(first.statusCode).toBe(201);
    expect(first.json().data.payment).toMatchObject({
      amount: 53_34,
      lines: [],
      shares: [{ lineId: humus, shareCount: 3, index: 1 }],
    });
    expect((await lineOf(order.id, humus)).shares.map((s) => s.paid)).toEqual([true, false, false]);
    // Already shared: the next share is the first free one.
    const second = await recordPayment(order.id, oneShare(humus, 3));
    expect(second.statusCode).toBe(201);
    expect(second.json().data.payment).toMatchObject({
      amount: 53_33,
      shares: [{ lineId: humus, shareCount: 3, index: 2 }],
    });
    expect(second.json().data.order).toMatchObject({ isPaid: false });
    // The third friend asks from the phone: share 3, approved and recorded.
    const ask = await requestBill(order.id, await diner('Üçüncü', 1), {
      isSplitBill: true,
      paymentMethod: 'cash',
      tipPercentage: 0,
      selectedShares: { [humus]: 3 },
    });
    expect(ask.statusCode).toBe(201);
    expect(ask.json().data).toMatchObject({ amount: 53_33 });
    expect(ask.json().data.shares[0]).toMatchObject({ shareIndex: 3 });
    expect((await decideSplit(ask.json().data.id, 'approved')).statusCode).toBe(200);
    const third = await recordPayment(order.id, {
      splitBillRequestId: ask.json().data.id,
      method: 'cash',
    });
    expect(third.statusCode).toBe(201);
    expect((await lineOf(order.id, humus)).shares.every((s) => s.paid)).toBe(true);
    // The Ayran and the kuver are left; the rest of the bill pays them and the order is paid.
    expect((await billOf(order.id)).left).toBe(60_00 + order.serviceChargeTotal);
    const rest = await recordPayment(order.id, { method: 'credit_card' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().data.order).toMatchObject({ isPaid: true, paymentStatus: 'paid' });
    expect(await billOf(order.id)).toMatchObject({ left: 0, settled: true, vat: before.vat });
    expect(await rowsOf(order.id)).toEqual({ payments: 4, shares: 3 });
  });

  it('refuses bad shares with 4xx and a Turkish message, writing nothing', async () => {
    const order = await placeOrder(
      headers,
      [
        { name: 'Künefe', quantity: 2 },
        { name: 'Çay', quantity: 1 },
        { name: 'Su (33 cl)', quantity: 1 },
      ],
      { table: 2 },
    );
    const [kunefe, cay, su] = order.items.map((item) => item.id) as [string, string, string];
    const other = await placeOrder(headers, [{ name: 'Ayran', quantity: 1 }], { table: 4 });
    let written = await rowsOf(order.id);
    const refused = async (payload: object, status: number, message: string, slug?: 'ege') => {
      const res = await recordPayment(order.id, payload, slug);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await rowsOf(order.id)).toEqual(written);
    };
    const accepted = async (payload: object) => {
      const res = await recordPayment(order.id, payload);
      expect(res.statusCode).toBe(201);
      written = await rowsOf(order.id);
      return res.json().data.payment;
    };
    const range = 'Bir ürün 2 ile 10 kişi arasında paylaşılabilir';
    await refused(oneShare(cay, 1), 400, range);
    await refused(oneShare(cay, 11), 400, range);
    await refused(oneShare(cay, 'üç' as unknown as number), 400, range);
    await refused(oneShare(cay, 2.5), 400, range);
    await refused({ method: 'cash', shares: [{ shareCount: 2 }] }, 400, 'Geçersiz ürün kimliği');
    await refused(oneShare(other.items[0]!.id, 2), 404, 'Ürün bu siparişte bulunamadı');
    await refused(
      {
        method: 'cash',
        shares: [
          { itemId: cay, shareCount: 2 },
          { itemId: cay, shareCount: 2 },
        ],
      },
      400,
      'Bir ürün ödemede yalnızca bir kez yer alabilir',
    );
    await refused(
      oneShare(cay, 2, { items: [{ itemId: cay, quantity: 1 }] }),
      400,
      'Çay için ya adet ya pay seçin, ikisini birden değil',
    );
    // Another business's waiter does not see the order.
    await refused(oneShare(cay, 2), 404, 'Sipariş bulunamadı', 'ege');
    // A line with a unit paid cannot be shared; a shared line is not paid by units.
    await accepted({ method: 'cash', items: [{ itemId: kunefe, quantity: 1 }] });
    await refused(
      oneShare(kunefe, 2),
      409,
      'Künefe adet olarak ödendi ya da bir hesap isteğinde; paylaşılamaz',
    );
    expect(await accepted(oneShare(cay, 2))).toMatchObject({ shares: [{ index: 1 }] });
    await refused(
      { method: 'cash', items: [{ itemId: cay, quantity: 1 }] },
      409,
      'Çay 2 kişi arasında paylaşılıyor; adet olarak değil, pay olarak ödenir',
    );
    await refused(
      oneShare(cay, 4),
      409,
      'Çay 2 kişi arasında paylaşılıyor; payınızı 2 kişilik seçin',
    );
    expect(await accepted(oneShare(cay, 2))).toMatchObject({ shares: [{ index: 2 }] });
    await refused(oneShare(cay, 2), 409, 'Çay için 2 payın hepsi alındı; kalan pay yok');
    // A cancelled line.
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${order.id}/items/${su}/status`,
      headers: await ctx.staffHeaders(),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    await refused(oneShare(su, 2), 400, 'Su (33 cl) iptal edildi, ödenemez');
    expect(written).toEqual({ payments: 3, shares: 2 });
  });

  it('a waiter and two approvals racing for the last share: exactly one wins', async () => {
    const order = await placeOrder(headers, [{ name: 'Kuzu Pirzola', quantity: 1 }], {
      table: 6,
    });
    const pirzola = order.items[0]!.id;
    for (const index of [1, 2]) {
      const res = await recordPayment(order.id, oneShare(pirzola, 3));
      expect(res.json().data.payment.shares).toEqual([{ lineId: pirzola, shareCount: 3, index }]);
    }
    // Two diners asked for share 3 in turn; each hold expired (ADR 012), so share 3 is free
    // and either approval would still take it.
    const requests: string[] = [];
    for (const name of ['Ali', 'Ayşe']) {
      const ask = await requestBill(order.id, await diner(name, 6), {
        isSplitBill: true,
        paymentMethod: 'cash',
        tipPercentage: 0,
        selectedShares: { [pirzola]: 3 },
      });
      expect(ask.json().data.shares[0]).toMatchObject({ shareIndex: 3 });
      requests.push(ask.json().data.id);
      await db
        .update(splitBillRequests)
        .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
        .where(eq(splitBillRequests.orderId, order.id));
    }
    expect((await lineOf(order.id, pirzola)).shares[2]).toMatchObject({ available: true });
    const answers = await Promise.all([
      recordPayment(order.id, oneShare(pirzola, 3)),
      decideSplit(requests[0]!, 'approved'),
      decideSplit(requests[1]!, 'approved'),
    ]);
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code < 300)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(2);
    const approved = await db
      .select()
      .from(splitBillRequests)
      .where(
        and(eq(splitBillRequests.orderId, order.id), eq(splitBillRequests.status, 'approved')),
      );
    const { shares } = await rowsOf(order.id);
    // Share 3 went to exactly one of them: a third payment share, or one approved request.
    expect(shares - 2 + approved.length).toBe(1);
    expect((await lineOf(order.id, pirzola)).shares.map((s) => s.due)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('the OpenAPI document names the shares of a payment, from the zod schema', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json();
    const post = doc.paths['/api/staff/orders/{id}/payments'].post;
    const shares = post.requestBody.content['application/json'].schema.properties.shares;
    expect(shares.items.properties.shareCount).toMatchObject({ minimum: 2, maximum: 10 });
    expect(shares.items.required).toEqual(['itemId', 'shareCount']);
  });
});
