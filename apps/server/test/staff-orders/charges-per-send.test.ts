import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceCharges } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createStaffOrderApp } from './staff-order-fixture.ts';
import { payInCash } from '../serve-order.ts';

// Issue 32 item 5 (ADR 076): a waiter's courses are separate orders (ADR 070), but the kuver is
// once per person per sitting and a send is charged as one order. Boğaziçi here charges its
// Kuver (₺50 a person) "on every order" and a ₺30 table charge per order.
const ctx = await createStaffOrderApp();
const { app, db, send, dishes } = ctx;
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const owner = await ctx.staffHeaders('bogaz');
const KUVER = 50_00;
const TABLE_FEE = 30_00;
await db
  .update(serviceCharges)
  .set({ applyOn: 'every_order' })
  .where(
    and(eq(serviceCharges.businessId, DEMO_BUSINESS_IDS.bogaz), eq(serviceCharges.name, 'Kuver')),
  );
await db.insert(serviceCharges).values({
  businessId: DEMO_BUSINESS_IDS.bogaz,
  type: 'table_fee',
  name: 'Masa Ücreti',
  calculation: 'per_order',
  value: TABLE_FEE,
  vatRate: 20,
  applyOn: 'every_order',
});

type Charge = { name: string; quantity: number; calculatedAmount: number };
type Sent = {
  id: string;
  course: string;
  total: number;
  serviceChargeTotal: number;
  serviceCharges: Charge[];
};
type Bill = { total: number; serviceChargeTotal: number; left: number };

const readOrder = async (id: string) => {
  const res = await app.inject({ url: `/api/staff/orders/${id}`, headers: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Sent & { bill: Bill };
};
const chargesOf = (orders: Sent[], name: string) =>
  orders.flatMap((order) =>
    order.serviceCharges
      .filter((charge) => charge.name === name)
      .map((charge) => ({ course: order.course, ...charge })),
  );
const party = (orderId: string, personCount: number) =>
  app.inject({
    method: 'PATCH',
    url: `/api/staff/orders/${orderId}/party`,
    headers: waiter,
    payload: { personCount },
  });

describe('per-person and per-order charges on a waiter’s courses', () => {
  it('charges one kuver for four on drinks, starters and mains sent at once; the party corrected to five re-prices it; a paid kuver stays', async () => {
    const res = await send(waiter, 7, {
      personCount: 4,
      items: [
        { productId: dishes.soda.id, quantity: 4 },
        { productId: dishes.corba.id, quantity: 4 },
        { productId: dishes.hunkar.id, quantity: 4 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const orders = (res.json().data as { orders: Sent[] }).orders;
    expect(orders.map((order) => order.course)).toEqual(['drink', 'starter', 'main']);
    expect(chargesOf(orders, 'Kuver')).toEqual([
      expect.objectContaining({ course: 'drink', quantity: 4, calculatedAmount: 4 * KUVER }),
    ]);
    expect(chargesOf(orders, 'Masa Ücreti')).toEqual([
      expect.objectContaining({ course: 'drink', quantity: 1, calculatedAmount: TABLE_FEE }),
    ]);
    const bills = await Promise.all(orders.map(async (order) => (await readOrder(order.id)).bill));
    expect(bills.reduce((sum, bill) => sum + bill.serviceChargeTotal, 0)).toBe(
      4 * KUVER + TABLE_FEE,
    );

    // Dessert later, a second send: a new order of the sitting takes its table charge, no kuver.
    const later = await send(waiter, 7, { items: [{ productId: dishes.kunefe.id, quantity: 2 }] });
    expect(later.statusCode, later.body).toBe(201);
    const dessert = (later.json().data as { orders: Sent[] }).orders;
    expect(chargesOf(dessert, 'Kuver')).toEqual([]);
    expect(chargesOf(dessert, 'Masa Ücreti')).toHaveLength(1);

    // A fifth friend sits down: the sitting's one kuver is re-priced on its order's bill.
    const drinks = orders[0]!;
    expect((await party(orders[2]!.id, 5)).statusCode).toBe(200);
    const repriced = await readOrder(drinks.id);
    expect(chargesOf([repriced], 'Kuver')).toEqual([
      expect.objectContaining({ quantity: 5, calculatedAmount: 5 * KUVER }),
    ]);
    expect(repriced.total).toBe(drinks.total + KUVER);
    expect(repriced.bill).toMatchObject({ total: repriced.total, left: repriced.total });

    // Once the kuver is paid it is what was paid for: the party cannot change it.
    await payInCash(app, owner, drinks.id);
    const late = await party(orders[1]!.id, 6);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({ error: 'PARTY_PAID' });
    expect(chargesOf([await readOrder(drinks.id)], 'Kuver')[0]).toMatchObject({
      quantity: 5,
      calculatedAmount: 5 * KUVER,
    });
  });
});
