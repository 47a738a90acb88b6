import { sayRule } from '@masa/core/testing/say-rule';
import { ALLERGEN_MESSAGES as M } from '@masa/core/allergens/allergens.schemas';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Headers } from '../bill/bill-fixture.ts';

// Issue 21 §5 (ADR 045): an order carries its diner's allergy note, as it was when placed;
// the staff read it, nobody else does.
const ctx = await createBillApp();
const { app, db } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const TABLE = 6; // Bahçe 7, 0-based
const tableId = DEMO_TABLE_IDS.bogaz[TABLE]!;
const staff = await ctx.staffHeaders('bogaz');
const menemen = await ctx.product('bogaz', 'Menemen');
const cay = await ctx.product('bogaz', 'Çay');

type Note = { id: string; userId: string | null; avoidedAllergens: string[] };

const order = async (who: Headers, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who, ...(await ctx.atTable(tableId)) },
    payload: {
      businessId: bogaz,
      tableId,
      personCount: 1,
      items: [{ productId: menemen.id, quantity: 1, selectedOptions: { Soğan: 'Soğanlı' } }],
      ...payload,
    },
  });
const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]!.n;
const staffOrder = async (id: string) =>
  (await app.inject({ url: `/api/staff/orders/${id}`, headers: staff })).json().data as Note;

describe('the allergy note of an order', () => {
  it('is stored with the order as sent and shown to its diner and the staff, never recomputed', async () => {
    const diner = await ctx.newCustomer('Selin Aydın');
    await app.inject({
      method: 'PUT',
      url: '/api/users/allergens',
      headers: diner.headers,
      payload: { avoidedAllergens: ['milk', 'eggs'] },
    });
    const res = await order(diner.headers, { avoidedAllergens: ['milk', 'eggs'] });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data as Note;
    expect(placed.avoidedAllergens).toEqual(['eggs', 'milk']);

    // The diner's profile changes later; the order keeps what it was placed with.
    await app.inject({
      method: 'PUT',
      url: '/api/users/allergens',
      headers: diner.headers,
      payload: { avoidedAllergens: ['fish'] },
    });
    const own = await app.inject({
      url: `/api/orders/${placed.id}?businessId=${bogaz}`,
      headers: diner.headers,
    });
    expect(own.json().data.avoidedAllergens).toEqual(['eggs', 'milk']);
    expect((await staffOrder(placed.id)).avoidedAllergens).toEqual(['eggs', 'milk']);
    const board = await app.inject({ url: '/api/staff/orders?active=true', headers: staff });
    const onBoard = (board.json().data as Note[]).find((o) => o.id === placed.id);
    expect(onBoard?.avoidedAllergens).toEqual(['eggs', 'milk']);
  });

  it('is empty for an order placed without one (a visitor or a diner who avoids nothing)', async () => {
    const diner = await ctx.newCustomer('Misafir', true);
    const res = await order(diner.headers, {});
    expect(res.statusCode, res.body).toBe(201);
    expect((await staffOrder(res.json().data.id)).avoidedAllergens).toEqual([]);
  });

  it('gains what the diner avoids when items are added, and never loses an allergen', async () => {
    const diner = await ctx.newCustomer('Deniz Şahin');
    const placed = (await order(diner.headers, { avoidedAllergens: ['sesame'] })).json()
      .data as Note;
    const add = (avoidedAllergens?: string[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/orders/${placed.id}/items/add`,
        headers: diner.headers,
        payload: {
          businessId: bogaz,
          items: [{ productId: cay.id, quantity: 1 }],
          avoidedAllergens,
        },
      });
    expect((await add(['gluten'])).json().data.avoidedAllergens).toEqual(['gluten', 'sesame']);
    expect((await add()).json().data.avoidedAllergens).toEqual(['gluten', 'sesame']);
    expect((await staffOrder(placed.id)).avoidedAllergens).toEqual(['gluten', 'sesame']);
    const refused = await add(['Gluten']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(sayRule(M.unknown));
    const items = (
      await app.inject({ url: `/api/staff/orders/${placed.id}`, headers: staff })
    ).json().data.items;
    expect(items).toHaveLength(3);
  });

  it('refuses values that are not codes of the list with a Turkish 400 and writes no order', async () => {
    const diner = await ctx.newCustomer('Mert Yıldız');
    const before = await orderCount();
    const refused: [unknown, string][] = [
      [['süt'], sayRule(M.unknown)],
      [['milk', 'milk'], sayRule(M.repeated)],
      ['milk', sayRule(M.list)],
      [[{ code: 'milk' }], sayRule(M.unknown)],
    ];
    for (const [avoidedAllergens, message] of refused) {
      const res = await order(diner.headers, { avoidedAllergens });
      expect(res.statusCode, JSON.stringify(avoidedAllergens)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect(await orderCount()).toBe(before);
  });

  it('is never shown to another diner: not at the table, not with the bill, not by id', async () => {
    const diner = await ctx.newCustomer('Ece Koç');
    // Placed from the table's sitting (ADR 042), so the sitting's other phones see the order.
    const { headers: seatedDiner } = await ctx.joinTable(tableId, diner.headers);
    const placed = (await order(seatedDiner, { avoidedAllergens: ['peanuts'] })).json()
      .data as Note;

    // Anyone of the table's sitting (a phone that scanned its code, ADR 042) sees the table's
    // open orders without it.
    const anonymous = {
      'x-customer-access': 'true',
      'x-business-id': bogaz,
      'x-table-id': tableId,
      ...(await ctx.joinTable(tableId)).headers,
    };
    const atTable = await app.inject({ url: '/api/orders/active', headers: anonymous });
    expect(atTable.statusCode, atTable.body).toBe(200);
    const seen = (atTable.json().data as Note[]).find((o) => o.id === placed.id);
    expect(seen).toBeDefined();
    expect(seen?.avoidedAllergens).toEqual([]);

    // A friend who scanned the table's code may ask for the bill; the answer's order has no note.
    const friend = await ctx.newCustomer('Arda Tekin');
    const seated = await ctx.scanTable(friend.headers, { table: TABLE });
    const bill = await ctx.requestBill(placed.id, seated, {
      paymentMethod: 'cash',
      tipPercentage: 0,
    });
    expect(bill.statusCode, bill.body).toBe(201);
    expect(bill.json().data.order).toMatchObject({ id: placed.id, avoidedAllergens: [] });
    expect(JSON.stringify(bill.json())).not.toContain('peanuts');

    // By id it is not theirs at all (ADR 005).
    const byId = await app.inject({
      url: `/api/orders/${placed.id}?businessId=${bogaz}`,
      headers: friend.headers,
    });
    expect(byId.statusCode).toBe(404);
    // The diner still reads their own, and so do the staff.
    expect((await staffOrder(placed.id)).avoidedAllergens).toEqual(['peanuts']);
    const mine = await app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/request-bill`,
      headers: diner.headers,
      payload: { paymentMethod: 'cash', tipPercentage: 0 },
    });
    expect(mine.json().data.order.avoidedAllergens).toEqual(['peanuts']);
  });
});
