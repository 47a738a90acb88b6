import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Headers } from '../bill/bill-fixture.ts';
import { serveOrder } from '../serve-order.ts';

// Issue 29 item 4, ADR 054: a per-person charge (Boğaziçi's Kuver, ₺50 a person, applied at
// the sitting's start) is charged once per sitting, for its party: the first order's count or
// what the staff set on the tablet before anything was paid. A later round carries none; a new
// sitting is charged again.
const ctx = await createBillApp();
const { app, headers } = ctx;
const staff = await ctx.staffHeaders('bogaz');
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const TABLE = DEMO_TABLE_IDS.bogaz[5]!;
const KUVER = 50_00;

type Charge = { name: string; quantity: number; calculatedAmount: number };
type Placed = {
  id: string;
  subtotal: number;
  serviceChargeTotal: number;
  total: number;
  personCount: number;
  serviceCharges: Charge[];
  bill: { total: number; serviceChargeTotal: number; vatTotal: number; left: number };
};

const order = async (who: Headers, personCount: number, name = 'Fırın Sütlaç') => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who, ...(await ctx.atTable(TABLE)) },
    payload: {
      businessId: bogaz,
      tableId: TABLE,
      personCount,
      items: [{ productId: (await ctx.product('bogaz', name)).id, quantity: 2 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Placed;
};
const preview = async (who: Headers, personCount: number) => {
  const res = await app.inject({
    url: `/api/service-charges/business/${bogaz}/applicable?tableId=${TABLE}&personCount=${personCount}&orderAmount=32000`,
    headers: { ...who, ...(await ctx.atTable(TABLE)) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { name: string; calculatedAmount: number }[];
};
const staffOrder = async (id: string) =>
  (await app.inject({ url: `/api/staff/orders/${id}`, headers: staff })).json().data as Placed;
const correctParty = (id: string, personCount: number) =>
  app.inject({
    method: 'PATCH',
    url: `/api/staff/orders/${id}/party`,
    headers: staff,
    payload: { personCount },
  });
const kuverOf = (placed: Placed) => placed.serviceCharges.filter((c) => c.name === 'Kuver');

describe('a per-person charge, once per sitting (ADR 054)', () => {
  it('charges the party once; a dessert round carries none; the staff correct the party before payment only; a new sitting is charged again', async () => {
    const first = await order(headers, 2);
    expect(kuverOf(first)).toEqual([
      expect.objectContaining({ quantity: 2, calculatedAmount: 2 * KUVER }),
    ]);
    expect(first.total).toBe(first.subtotal + 2 * KUVER);

    // The dessert round, ordered by the diner who left the count at 1: no second kuver.
    expect(await preview(headers, 1)).toEqual([]);
    const dessert = await order(headers, 1);
    expect(dessert.serviceCharges).toEqual([]);
    expect(dessert).toMatchObject({ serviceChargeTotal: 0, total: dessert.subtotal });
    expect(dessert.bill.serviceChargeTotal).toBe(0);

    // The staff count three at the table: the sitting's one kuver is re-priced, to the kuruş.
    const corrected = await correctParty(dessert.id, 3);
    expect(corrected.statusCode, corrected.body).toBe(200);
    const repriced = await staffOrder(first.id);
    expect(repriced.personCount).toBe(3);
    expect(kuverOf(repriced)).toEqual([
      expect.objectContaining({ quantity: 3, calculatedAmount: 3 * KUVER }),
    ]);
    expect(repriced).toMatchObject({ serviceChargeTotal: 3 * KUVER });
    expect(repriced.total).toBe(first.subtotal + 3 * KUVER);
    expect(repriced.bill).toMatchObject({
      total: repriced.total,
      serviceChargeTotal: 3 * KUVER,
      left: repriced.total,
    });
    expect((await staffOrder(dessert.id)).serviceCharges).toEqual([]);
    const tooMany = await correctParty(first.id, 0);
    expect(tooMany.statusCode).toBe(400);

    // Once the kuver's order is paid, the party is what was paid for.
    const paid = await ctx.recordPayment(first.id, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);
    const late = await correctParty(first.id, 4);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({ error: 'PARTY_PAID' });
    expect(kuverOf(await staffOrder(first.id))[0]?.quantity).toBe(3);

    // The table is served, paid and cleared: the next party's sitting is charged again.
    await serveOrder(app, staff, first.id);
    await serveOrder(app, staff, dessert.id);
    expect((await ctx.recordPayment(dessert.id, { method: 'cash' })).statusCode).toBe(201);
    const cleared = await app.inject({
      method: 'POST',
      url: `/api/staff/tables/${TABLE}/clear`,
      headers: staff,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const next = await ctx.newCustomer('Sonraki Masa');
    expect(await preview(next.headers, 2)).toEqual([
      expect.objectContaining({ name: 'Kuver', calculatedAmount: 2 * KUVER }),
    ]);
    const nextFirst = await order(next.headers, 2);
    expect(kuverOf(nextFirst)).toEqual([
      expect.objectContaining({ quantity: 2, calculatedAmount: 2 * KUVER }),
    ]);
  });
});
