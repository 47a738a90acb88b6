import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createStaffOrderApp, type StaffOrderJson } from './staff-order-fixture.ts';

// Issue 31 §3, §6 (ADR 070): diners and a waiter at one table share one sitting and one bill;
// the diners see the waiter's lines, marked, without the waiter's account; retries of a send
// with one Idempotency-Key write one order set.
const ctx = await createStaffOrderApp();
const { app, db, send, dishes } = ctx;
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const bogaz = DEMO_BUSINESS_IDS.bogaz;

const ordersOfTable = async (table: string) =>
  db.select({ id: orders.id }).from(orders).where(eq(orders.tableId, table));

describe('diners and a waiter at one table', () => {
  it("joins the diners' sitting: they see the waiter's lines on their table and ask to pay one of them", async () => {
    const table = DEMO_TABLE_IDS.bogaz[4]!;
    const ayse = await ctx.newCustomer('Ayşe Kaya');
    const party = await ctx.joinTable(table, ayse.headers);
    const own = await ctx.placeOrder(party.headers, { table: 4 });

    const res = await send(waiter, 4, {
      items: [{ productId: dishes.soda.id, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { sessionId, orders: sent } = res.json().data as {
      sessionId: string;
      orders: StaffOrderJson[];
    };
    expect(sessionId).toBe(party.sitting.sessionId);

    const active = await app.inject({
      url: `/api/orders/active/${table}?businessId=${bogaz}`,
      headers: party.headers,
    });
    expect(active.statusCode, active.body).toBe(200);
    const seen = active.json().data as StaffOrderJson[];
    const waiters = seen.find((order) => order.id === sent[0]!.id);
    expect(waiters).toMatchObject({ placedByStaff: true, placedBy: { name: expect.any(String) } });
    expect(waiters!.placedBy).not.toHaveProperty('staffId');
    expect(waiters!.items).toEqual([
      expect.objectContaining({ name: 'Soda', placedByStaff: true }),
    ]);
    expect(seen.find((order) => order.id === own.id)).toMatchObject({ placedByStaff: false });

    // She pays one of the two sodas: a split of the waiter's line, like any other line.
    const soda = (sent[0] as unknown as { items: { id: string }[] }).items[0]!.id;
    const split = await app.inject({
      method: 'POST',
      url: `/api/orders/${sent[0]!.id}/request-bill`,
      headers: party.headers,
      payload: { isSplitBill: true, selectedItems: { [soda]: 1 }, paymentMethod: 'cash' },
    });
    expect(split.statusCode, split.body).toBe(201);
  });

  it('answers retries of one send, serial and side by side, with the first answer and one order set', async () => {
    const table = DEMO_TABLE_IDS.bogaz[5]!;
    const payload = {
      items: [
        { productId: dishes.soda.id, quantity: 1 },
        { productId: dishes.hunkar.id, quantity: 1 },
      ],
    };
    const key = { 'idempotency-key': 'waiter-send-0001' };
    const parallel = await Promise.all([1, 2, 3].map(() => send(waiter, 5, payload, key)));
    for (const res of parallel) expect(res.statusCode, res.body).toBe(201);
    const serial = await send(waiter, 5, payload, key);
    expect(serial.headers['idempotent-replayed']).toBe('true');
    expect(new Set([...parallel, serial].map((res) => res.body)).size).toBe(1);
    expect(await ordersOfTable(table)).toHaveLength(2);
  });
});
