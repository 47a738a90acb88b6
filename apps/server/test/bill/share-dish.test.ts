import { shareAmounts } from '@masa/core/bill/shares';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { splitBillRequestShares, splitBillRequests } from '../../src/db/schema/index.ts';
import { createBillApp, type Headers } from './bill-fixture.ts';

// Issue 21 §3, ADR 048: a diner pays one share of a line shared among N diners, exact in
// kuruş; the shares of a line add up to it, VAT included; the staff approve and record each
// share and the order is paid when every share of every line is.
const ctx = await createBillApp();
const { db, headers, placeOrder, requestBill, readBill, decideSplit, recordPayment } = ctx;

const share = (selectedShares: Record<string, unknown>, extra: object = {}) => ({
  isSplitBill: true,
  paymentMethod: 'cash',
  tipPercentage: 0,
  selectedShares,
  ...extra,
});
const friends = async (count: number, table: number): Promise<Headers[]> =>
  Promise.all(
    Array.from({ length: count }, async (_, i) =>
      ctx.scanTable((await ctx.newCustomer(`Paylaşan ${table}-${i}`)).headers, { table }),
    ),
  );
type Line = {
  id: string;
  amount: number;
  shareCount: number;
  shares: { amount: number; available: boolean }[];
};
type BillJson = { lines: Line[]; vat: { rate: number; vat: number }[]; left: number };
const billOf = async (orderId: string, who: Headers = headers) =>
  (await readBill(orderId, who)).json().data.bill as BillJson;
const shareRows = async () => (await db.select().from(splitBillRequestShares)).length;

describe('sharing a dish (ADR 048)', () => {
  it('three diners share Humus: 53.34 + 53.33 + 53.33, approved, paid, the order paid', async () => {
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
    const diners = await friends(3, 1);
    const answers = [];
    for (const who of diners) answers.push(await requestBill(order.id, who, share({ [humus]: 3 })));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const taken = answers.map((res) => res.json().data);
    expect(taken.map((r) => r.shares[0])).toEqual(
      [1, 2, 3].map((shareIndex) => ({
        itemId: humus,
        name: 'Humus',
        nameEn: 'Hummus',
        shareCount: 3,
        shareIndex,
      })),
    );
    expect(taken.map((r) => r.amount)).toEqual([53_34, 53_33, 53_33]);

    // What other diners see: the line shared in three, every share taken.
    const bill = await billOf(order.id);
    const line = bill.lines.find((l) => l.id === humus)!;
    expect(line).toMatchObject({ shareCount: 3, availableQuantity: 0, amount: 160_00 });
    expect(line.shares.map((s) => s.amount)).toEqual(shareAmounts(160_00, 3));
    expect(bill.vat).toEqual(before.vat);
    const fourth = await requestBill(order.id, (await friends(1, 1))[0]!, share({ [humus]: 3 }));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('Humus için 3 payın hepsi alındı; kalan pay yok');
    // An English phone reads it in English (ADR 046).
    const english = await requestBill(
      order.id,
      { ...(await friends(1, 1))[0]!, 'accept-language': 'en-GB,en;q=0.9' },
      share({ [humus]: 3 }),
    );
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe('All 3 shares of Humus are taken; no share is left');

    // The staff see which share of what each request is, approve and record each.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/split-requests?status=pending',
      headers: await ctx.staffHeaders(),
    });
    const listed = list.json().data.filter((r: { orderId: string }) => r.orderId === order.id);
    const listedShares = listed
      .map((r: { shares: { shareIndex: number }[] }) => r.shares)
      .sort(
        (a: { shareIndex: number }[], b: { shareIndex: number }[]) =>
          a[0]!.shareIndex - b[0]!.shareIndex,
      );
    expect(listedShares).toEqual(
      [1, 2, 3].map((shareIndex) => [{ itemId: humus, name: 'Humus', shareCount: 3, shareIndex }]),
    );
    for (const request of taken) {
      expect((await decideSplit(request.id, 'approved')).statusCode).toBe(200);
      const paid = await recordPayment(order.id, {
        splitBillRequestId: request.id,
        method: 'cash',
      });
      expect(paid.statusCode).toBe(201);
      expect(paid.json().data.payment.amount).toBe(request.amount);
      // A line with a share paid cannot be cancelled (its units are paid only in full).
      const cancel = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/staff/orders/${order.id}/items/${humus}/status`,
        headers: await ctx.staffHeaders(),
        payload: { status: 'cancelled' },
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toBe('Humus için ödeme alındı, iptal edilemez');
    }
    // The Ayran and the kuver are left, unshared: the rest of the bill pays them, order paid.
    expect((await billOf(order.id)).left).toBe(60_00 + order.serviceChargeTotal);
    const rest = await recordPayment(order.id, { method: 'cash' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().data.order).toMatchObject({ isPaid: true, paymentStatus: 'paid' });
    const after = await billOf(order.id);
    expect(after).toMatchObject({ left: 0, settled: true, vat: before.vat });
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
    const [ali] = await friends(1, 2);
    const rows = await shareRows();
    const refused = async (payload: object, status: number, message: string, who = ali!) => {
      const res = await requestBill(order.id, who, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    };
    const range = 'Bir ürün 2 ile 10 kişi arasında paylaşılabilir';
    await refused(share({ [cay]: 1 }), 400, range);
    await refused(share({ [cay]: 11 }), 400, range);
    await refused(share({ [cay]: 'üç' }), 400, range);
    await refused(share({ [cay]: 2.5 }), 400, range);
    await refused(share({ nope: 2 }), 400, 'Seçilen ürün bu siparişte bulunamadı');
    await refused(
      share({ [cay]: 2 }, { selectedItems: { [cay]: 1 } }),
      400,
      'Çay için ya adet ya pay seçin, ikisini birden değil',
    );
    // A line claimed whole cannot be shared, and a shared line cannot be taken by units.
    const units = await requestBill(order.id, ali!, share({}, { selectedItems: { [kunefe]: 1 } }));
    expect(units.statusCode).toBe(201);
    await refused(
      share({ [kunefe]: 2 }),
      409,
      'Künefe adet olarak ödendi ya da bir hesap isteğinde; paylaşılamaz',
    );
    expect((await requestBill(order.id, ali!, share({ [cay]: 2 }))).statusCode).toBe(201);
    await refused(
      share({}, { selectedItems: { [cay]: 1 } }),
      409,
      'Çay 2 kişi arasında paylaşılıyor; adet olarak değil, pay olarak ödenir',
    );
    await refused(
      share({ [cay]: 4 }),
      409,
      'Çay 2 kişi arasında paylaşılıyor; payınızı 2 kişilik seçin',
    );
    // A cancelled line; someone else's order (a diner not at this table).
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${order.id}/items/${su}/status`,
      headers: await ctx.staffHeaders(),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    await refused(share({ [su]: 2 }), 400, 'Su (33 cl) iptal edildi, ödenemez');
    const stranger = (await ctx.newCustomer('Yabancı')).headers;
    await refused(share({ [cay]: 2 }), 404, 'Hesap istenilecek sipariş bulunamadı.', stranger);
    // One share row was written: the Çay's; none of the refused ones.
    expect(await shareRows()).toBe(rows + 1);
  });

  it('a rejected or expired share is free again; with none left the line is not shared', async () => {
    const order = await placeOrder(headers, [{ name: 'Fıstıklı Baklava', quantity: 1 }], {
      table: 5,
    });
    const baklava = order.items[0]!.id;
    const [ali, ayse, can] = await friends(3, 5);
    const first = (await requestBill(order.id, ali!, share({ [baklava]: 2 }))).json().data;
    const second = (await requestBill(order.id, ayse!, share({ [baklava]: 2 }))).json().data;
    expect([first.amount, second.amount]).toEqual([130_00, 130_00]);
    expect((await decideSplit(first.id, 'rejected')).statusCode).toBe(200);
    // Share 1 is free again: the next diner gets it.
    const third = (await requestBill(order.id, can!, share({ [baklava]: 2 }))).json().data;
    expect(third.shares[0].shareIndex).toBe(1);
    // Both live requests expire (ADR 012: 15 minutes): the line is not shared any more, and
    // can be shared in three or taken whole.
    await db
      .update(splitBillRequests)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(splitBillRequests.orderId, order.id));
    const line = (await billOf(order.id)).lines[0]!;
    expect(line).toMatchObject({ shareCount: 0, shares: [], availableQuantity: 1 });
    const again = await requestBill(order.id, ali!, share({ [baklava]: 3 }));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.amount).toBe(86_67);
    // The expired share of two cannot be approved over the line now shared in three.
    const late = await decideSplit(second.id, 'approved');
    expect(late.statusCode).toBe(409);
  });

  it('ten diners asking for a share of a line shared in three at once: exactly three', async () => {
    const order = await placeOrder(headers, [{ name: 'Kuzu Pirzola', quantity: 1 }], {
      table: 6,
    });
    const pirzola = order.items[0]!.id;
    const diners = await friends(10, 6);
    const answers = await Promise.all(
      diners.map((who) => requestBill(order.id, who, share({ [pirzola]: 3 }))),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe('Kuzu Pirzola için 3 payın hepsi alındı; kalan pay yok');
    }
    const won = answers.filter((r) => r.statusCode === 201).map((r) => r.json().data);
    expect(won.map((r) => r.shares[0].shareIndex).sort()).toEqual([1, 2, 3]);
    expect(won.reduce((sum, r) => sum + r.amount, 0)).toBe(620_00);
    const line = (await billOf(order.id)).lines[0]!;
    expect(line.shares.map((s) => s.available)).toEqual([false, false, false]);
  });
});
