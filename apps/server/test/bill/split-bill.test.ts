import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, splitBillRequests } from '../../src/db/schema/index.ts';
import { createBillApp, type OrderJson, splitOfItems } from './bill-fixture.ts';

const ctx = await createBillApp();
const { db, headers, placeOrder, requestBill, readBill } = ctx;
const itemOf = (order: OrderJson, name: string) => order.items.find((item) => item.name === name)!;
describe('the split variant of request-bill', () => {
  it('records a pending request priced by core, with a tip up to 20 %', async () => {
    const order = await placeOrder(headers, [
      { name: 'Humus', quantity: 2 },
      { name: 'Ayran', quantity: 3 },
    ]);
    const humus = itemOf(order, 'Humus');
    const ayran = itemOf(order, 'Ayran');
    const res = await requestBill(
      order.id,
      headers,
      splitOfItems(
        { [humus.id]: 1, [ayran.id]: 2 },
        {
          tipPercentage: 20,
          paymentMethod: 'sodexo',
          splitDetails: [{ userId: null, amount: 1, name: 'Ben' }],
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(
      'Split Bill hesap isteği başarıyla gönderildi! İşletme tarafından onaylanacak.',
    );
    // Humus ₺160 (10 %) + 2 Ayran ₺60 (20 %), VAT inside: 14.55 + 20.00; tip 20 % of ₺280.
    expect([humus.price, ayran.price]).toEqual([160_00, 60_00]);
    const expected = { subtotal: 280_00, vatTotal: 14_55 + 20_00, tip: 56_00, total: 336_00 };
    expect(body.data).toMatchObject({
      isSplitBill: true,
      status: 'pending',
      paymentMethod: 'sodexo',
      tipPercentage: 20,
      selectedItems: { [humus.id]: 1, [ayran.id]: 2 },
      subtotal: expected.subtotal,
      vatTotal: expected.vatTotal,
      amount: expected.total - expected.tip,
      tip: expected.tip,
      total: expected.total,
      splitDetails: [{ userId: null, amount: 1, name: 'Ben' }],
    });
    // The business has not approved it: the documents' remaining is unchanged, the units are held.
    const bill = (await readBill(order.id, headers)).json().data;
    expect(bill.items.find((i: { id: string }) => i.id === humus.id)).toMatchObject({
      quantity: 2,
      pendingQuantity: 1,
      remainingQuantity: 2,
      availableQuantity: 1,
    });
    expect(bill.splitRequests).toEqual([
      expect.objectContaining({ id: body.data.id, isMine: true, total: expected.total }),
    ]);
  });

  it('refuses more than remains, counting pending requests, with the item and what is left', async () => {
    const order = await placeOrder(headers, [{ name: 'Künefe', quantity: 2 }]);
    const kunefe = itemOf(order, 'Künefe');
    const over = await requestBill(order.id, headers, splitOfItems({ [kunefe.id]: 3 }));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Seçilen miktar kalan miktarı aşıyor: Künefe (kalan 2)');
    expect(
      (await requestBill(order.id, headers, splitOfItems({ [kunefe.id]: 1 }))).statusCode,
    ).toBe(201);
    const second = await requestBill(order.id, headers, splitOfItems({ [kunefe.id]: 2 }));
    expect(second.json().message).toBe('Seçilen miktar kalan miktarı aşıyor: Künefe (kalan 1)');
  });

  it('refuses empty selections, bad quantities, unknown, foreign and cancelled items', async () => {
    const order = await placeOrder(headers, [
      { name: 'Humus', quantity: 1 },
      { name: 'Ayran', quantity: 1 },
    ]);
    const other = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }]);
    const ayran = itemOf(order, 'Ayran');
    await db.update(orderItems).set({ status: 'cancelled' }).where(eq(orderItems.id, ayran.id));
    const cases: [object, string][] = [
      [splitOfItems({}), 'Lütfen hesaba eklemek için en az bir ürün seçin'],
      [splitOfItems({ [ayran.id]: 0 }), 'Lütfen hesaba eklemek için en az bir ürün seçin'],
      [splitOfItems({ [ayran.id]: -1 }), 'Adet 0 veya daha büyük bir tam sayı olmalıdır'],
      [splitOfItems({ [ayran.id]: 1.5 }), 'Adet 0 veya daha büyük bir tam sayı olmalıdır'],
      [splitOfItems({ '0123456789abcdef01234567': 1 }), 'Seçilen ürün bu siparişte bulunamadı'],
      [splitOfItems({ [other.items[0]!.id]: 1 }), 'Seçilen ürün bu siparişte bulunamadı'],
      [splitOfItems({ [ayran.id]: 1 }), 'Ayran iptal edildi, ödenemez'],
    ];
    for (const [payload, message] of cases) {
      const res = await requestBill(order.id, headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await db.$count(splitBillRequests, eq(splitBillRequests.orderId, order.id))).toBe(0);
  });

  it('needs an accepted method other than online, and a tip of 0/5/10/15/20', async () => {
    const ege = await placeOrder(headers, [{ name: 'Haydari', quantity: 2 }], {
      slug: 'ege',
      table: 2,
    });
    const id = ege.items[0]!.id;
    const cases: [object, string][] = [
      [
        splitOfItems({ [id]: 1 }, { paymentMethod: 'online' }),
        'Hesap bölmede online ödeme kullanılamaz',
      ],
      [splitOfItems({ [id]: 1 }, { paymentMethod: undefined }), 'Lütfen bir ödeme yöntemi seçin'],
      [
        splitOfItems({ [id]: 1 }, { paymentMethod: 'sodexo' }),
        'Bu işletme Sodexo ile ödeme kabul etmiyor',
      ],
      [
        splitOfItems({ [id]: 1 }, { tipPercentage: 25 }),
        'Bahşiş oranı 0, 5, 10, 15 veya 20 olabilir',
      ],
      [
        splitOfItems({ [id]: 1 }, { tipPercentage: 12 }),
        'Bahşiş oranı 0, 5, 10, 15 veya 20 olabilir',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await requestBill(ege.id, headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await requestBill(ege.id, headers, splitOfItems({ [id]: 1 }, { paymentMethod: 'mutlinet' })))
        .statusCode,
    ).toBe(201);
  });

  it("answers 'Tüm ürünler ödendi' once every unit is paid or in an approved split", async () => {
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 2 }]);
    const humus = order.items[0]!;
    const first = (await requestBill(order.id, headers, splitOfItems({ [humus.id]: 1 }))).json()
      .data;
    expect((await ctx.decideSplit(first.id, 'approved')).statusCode).toBe(200);
    expect(
      (await ctx.recordPayment(order.id, { method: 'cash', splitBillRequestId: first.id }))
        .statusCode,
    ).toBe(201);
    const second = (await requestBill(order.id, headers, splitOfItems({ [humus.id]: 1 }))).json()
      .data;
    expect((await ctx.decideSplit(second.id, 'approved')).statusCode).toBe(200);
    const bill = (await readBill(order.id, headers)).json().data;
    expect(bill.allPaid).toBe(true);
    expect(bill.items[0]).toMatchObject({
      paidQuantity: 1,
      approvedQuantity: 2,
      remainingQuantity: 0,
    });
    const res = await requestBill(order.id, headers, splitOfItems({ [humus.id]: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'ALL_PAID', message: 'Tüm ürünler ödendi' });
  });

  it('never splits a free unit: the bread of the kuver is paid with the kuver', async () => {
    // Two breads, one free with the cover: only the charged one can be split.
    const order = await placeOrder(headers, [
      { name: 'Humus', quantity: 1 },
      { name: 'Ekmek Sepeti', quantity: 2, freeQuantity: 1 },
    ]);
    const ekmek = itemOf(order, 'Ekmek Sepeti');
    const a = (await requestBill(order.id, headers, splitOfItems({ [ekmek.id]: 1 }))).json().data;
    expect(a.amount).toBe(ekmek.price);
    const b = await requestBill(order.id, headers, splitOfItems({ [ekmek.id]: 1 }));
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe('Seçilen miktar kalan miktarı aşıyor: Ekmek Sepeti (kalan 0)');
    expect((await ctx.decideSplit(a.id, 'approved')).statusCode).toBe(200);
    const bill = (await readBill(order.id, headers)).json().data;
    const line = bill.bill.lines.find((l: { id: string }) => l.id === ekmek.id);
    expect(line).toMatchObject({ quantity: 2, freeQuantity: 1, amount: ekmek.price });
    // What the rest of the bill asks for and the approved split make the bill.
    expect(bill.remainingAmount + ekmek.price).toBe(order.total);
  });

  it('is idempotent by Idempotency-Key', async () => {
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 3 }]);
    const key = { ...headers, 'idempotency-key': `split-${order.id}` };
    const payload = splitOfItems({ [order.items[0]!.id]: 2 });
    const [a, b] = await Promise.all([
      requestBill(order.id, key, payload),
      requestBill(order.id, key, payload),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect(await db.$count(splitBillRequests, eq(splitBillRequests.orderId, order.id))).toBe(1);
  });
});

describe('a pending split request holds its units for 15 minutes only', () => {
  it('after that others may take them, and a late approval never pays a unit twice', async () => {
    // The review: a stranger held every unit of someone's order in pending split requests.
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 2 }], { table: 9 });
    const humus = itemOf(order, 'Humus');
    const holder = await ctx.newCustomer('Tutan Kişi');
    const seated = await ctx.scanTable(holder.headers, { table: 9 });
    const held = await requestBill(order.id, seated, splitOfItems({ [humus.id]: 2 }));
    expect(held.statusCode, held.body).toBe(201);
    // While it is pending, nobody else can take those units.
    const blocked = await requestBill(order.id, headers, splitOfItems({ [humus.id]: 1 }));
    expect(blocked.statusCode).toBe(409);

    // Sixteen minutes later, unanswered: the units are free again.
    await db
      .update(splitBillRequests)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(splitBillRequests.id, held.json().data.id));
    const bill = (await readBill(order.id, headers)).json().data;
    expect(bill.items.find((i: { id: string }) => i.id === humus.id)).toMatchObject({
      availableQuantity: 2,
      pendingQuantity: 0,
    });
    const mine = await requestBill(order.id, headers, splitOfItems({ [humus.id]: 2 }));
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await ctx.decideSplit(mine.json().data.id, 'approved')).statusCode).toBe(200);

    // The business answers the old request late: the units are paid for already.
    const late = await ctx.decideSplit(held.json().data.id, 'approved');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('SPLIT_EXCEEDS_REMAINING');
  });
});
