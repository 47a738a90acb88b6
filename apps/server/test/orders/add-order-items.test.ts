import { calculateOrderTotals } from '@masa/core/money/calculate-order-totals';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from './ordering-fixture.ts';

const ctx = await createOrderingApp();
const { app, db, headers } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const menemen = await ctx.product('bogaz', 'Menemen');
const cay = await ctx.product('bogaz', 'Çay');
const kola = await ctx.product('bogaz', 'Kola (33 cl)');
const ekmek = await ctx.product('bogaz', 'Ekmek Sepeti');
const atTable = await ctx.atTable(DEMO_TABLE_IDS.bogaz[5]!);

async function placeOrder(who = headers) {
  // Each order here is a party of its own, charged its kuver (ADR 054).
  await ctx.newSitting(DEMO_TABLE_IDS.bogaz[5]!);
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who, ...atTable },
    payload: {
      businessId: bogaz,
      tableId: DEMO_TABLE_IDS.bogaz[5],
      personCount: 2,
      items: [
        { productId: menemen.id, quantity: 1 },
        { productId: ekmek.id, quantity: 1, freeQuantity: 1 },
      ],
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { id: string; total: number; items: unknown[] };
}

const add = (orderId: string, items: object[], extra: Record<string, string> = {}, who = headers) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/items/add`,
    headers: { ...who, ...extra },
    payload: { businessId: bogaz, items },
  });

describe('PUT /orders/{orderId}/items/add', () => {
  it('adds priced lines to the order and recomputes its totals with core', async () => {
    const order = await placeOrder();
    const res = await add(order.id, [
      { productId: cay.id, quantity: 2, selectedOptions: { Boy: 'Duble' }, price: 1 },
      { productId: kola.id, quantity: 1 },
      { productId: ekmek.id, quantity: 1, freeQuantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Ürünler mevcut siparişinize eklendi!');
    const updated = res.json().data;
    const expected = calculateOrderTotals({
      lines: [
        { unitPrice: 220_00, quantity: 1, vatRate: 10 },
        { unitPrice: 30_00, quantity: 1, freeQuantity: 1, vatRate: 10 },
        { unitPrice: 40_00, quantity: 2, vatRate: 10 },
        { unitPrice: kola.price, quantity: 1, vatRate: 20 },
        { unitPrice: 30_00, quantity: 1, freeQuantity: 1, vatRate: 10 },
      ],
      serviceCharges: [{ calculation: 'per_person', value: 50_00 }],
      personCount: 2,
      taxIncludedInPrice: true,
    });
    expect(updated.items.map((i: { name: string }) => i.name)).toEqual([
      'Menemen',
      'Ekmek Sepeti',
      'Çay',
      'Kola (33 cl)',
      'Ekmek Sepeti',
    ]);
    expect(updated).toMatchObject({
      subtotal: expected.subtotal,
      vatAmount: expected.vatTotal,
      total: expected.total,
    });
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.total).toBe(expected.total);
  });

  it('keeps the free-item budget of the order: no more free units than the picker total', async () => {
    const order = await placeOrder();
    expect(
      (await add(order.id, [{ productId: ekmek.id, quantity: 1, freeQuantity: 1 }])).statusCode,
    ).toBe(200);
    const third = await add(order.id, [{ productId: ekmek.id, quantity: 1, freeQuantity: 1 }]);
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe('En fazla 2 ücretsiz ürün seçebilirsiniz');
  });

  it("refuses another diner's order, a paid order and an unknown one", async () => {
    const order = await placeOrder();
    const other = await ctx.newCustomer();
    const foreign = await add(order.id, [{ productId: cay.id, quantity: 1 }], {}, other.headers);
    expect(foreign.statusCode).toBe(404); // like an unknown id: ADR 005
    expect(foreign.json().message).toBe('Sipariş bulunamadı');

    await db
      .update(orders)
      .set({ isPaid: true, paymentStatus: 'paid', status: 'paid' })
      .where(eq(orders.id, order.id));
    const closed = await add(order.id, [{ productId: cay.id, quantity: 1 }]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Bu siparişe artık ürün eklenemez');

    expect(
      (await add('dddddddddddddddddddddddd', [{ productId: cay.id, quantity: 1 }])).statusCode,
    ).toBe(404);
    expect((await add('short', [{ productId: cay.id, quantity: 1 }])).statusCode).toBe(400);
  });

  it('applies the same checks as a new order', async () => {
    const order = await placeOrder();
    const haydari = await ctx.product('ege', 'Haydari');
    const foreign = await add(order.id, [{ productId: haydari.id, quantity: 1 }]);
    expect(foreign.json().message).toBe('Ürün bu işletmeye ait değil');
    expect((await add(order.id, [])).json().message).toBe('Sepetiniz boş.');
    const long = await add(order.id, [{ productId: cay.id, quantity: 1, notes: 'x'.repeat(201) }]);
    expect(long.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/items/add`,
      payload: { items: [] },
    });
    expect(anonymous.json()).toMatchObject({ error: 'AUTH_REQUIRED' });
  });

  it('adds once for ten concurrent requests with one Idempotency-Key', async () => {
    const order = await placeOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        add(order.id, [{ productId: cay.id, quantity: 1 }], { 'idempotency-key': 'add-once' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const [lines] = await db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(lines!.n).toBe(3);
  });

  it('counts both of two phones adding at once', async () => {
    const order = await placeOrder();
    const [a, b] = await Promise.all([
      add(order.id, [{ productId: cay.id, quantity: 1 }]),
      add(order.id, [{ productId: kola.id, quantity: 1 }]),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.subtotal).toBe(220_00 + 25_00 + kola.price);
  });
});
