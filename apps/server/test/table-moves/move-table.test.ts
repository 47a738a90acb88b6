import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, tables, waiterCalls } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Headers, type OrderJson } from '../bill/bill-fixture.ts';
import { bogazFloorStaff } from './staff-as.ts';

// Issue 32 §3, ADR 075: the party at Cam Kenarı 2 moves to the garden's Bahçe 7. Its sitting, orders,
// bill request and waiter call go with it; the diners' phones keep their keys, order and ask
// for the bill at the new table; Masa 2 is free for the next party.
const ctx = await createBillApp();
const { app } = ctx;
const { owner, waiter, kitchen, staffOrder } = await bogazFloorStaff(ctx);
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const T = DEMO_TABLE_IDS.bogaz;

const move = (from: string, to: string, who: Headers = waiter) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/tables/${from}/move`,
    headers: who,
    payload: { toTableId: to },
  });
const floorState = async (tableId: string) => {
  const res = await app.inject({ url: '/api/staff/floor', headers: owner });
  return (res.json().data as { id: string; state: string }[]).find((t) => t.id === tableId)?.state;
};
/** A diner's first order at a table, placed with the phone's key after scanning. */
const seat = async (tableIndex: number, name: string) => {
  const diner = await ctx.newCustomer(name);
  const phone = await ctx.scanTable(diner.headers, { table: tableIndex });
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: phone,
    payload: {
      businessId: bogaz,
      tableId: T[tableIndex],
      personCount: 2,
      items: [{ productId: (await ctx.product('bogaz', 'Çay')).id, quantity: 2 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { phone, order: res.json().data as OrderJson };
};

describe('moving a party to another table', () => {
  it('takes the sitting, its orders, the bill request and the waiter call along; the phones follow', async () => {
    const { phone, order } = await seat(1, 'Deniz');
    const friend = await ctx.scanTable((await ctx.newCustomer('Arda')).headers, { table: 1 });
    const call = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/waiter/call`,
      headers: phone,
      payload: {},
    });
    expect(call.statusCode, call.body).toBeLessThan(300);
    const asked = await ctx.requestBill(order.id, phone, { paymentMethod: 'cash' });
    expect(asked.statusCode, asked.body).toBe(201);

    const res = await move(T[1]!, T[6]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Cam Kenarı 2 masasındaki misafirler Bahçe 7 masasına taşındı',
      data: { from: { id: T[1], state: 'free' }, to: { id: T[6], state: 'bill_requested' } },
    });
    expect((await staffOrder(order.id)).tableId).toBe(T[6]);
    const calls = await ctx.db.select().from(waiterCalls).where(eq(waiterCalls.orderId, order.id));
    expect(calls.map((row) => row.tableId)).toEqual([T[6]]);

    // The friend's phone reads its sitting: the same one, now at Bahçe 7.
    const sitting = await app.inject({ url: '/api/tables/sessions/current', headers: friend });
    expect(sitting.statusCode, sitting.body).toBe(200);
    expect(sitting.json().data).toMatchObject({ tableId: T[6], status: 'active' });
    // It orders at its new table with its key, in the same sitting, and reads the bill.
    const more = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: friend,
      payload: {
        businessId: bogaz,
        tableId: T[6],
        personCount: 1,
        items: [{ productId: (await ctx.product('bogaz', 'Çay')).id, quantity: 1 }],
      },
    });
    expect(more.statusCode, more.body).toBe(201);
    expect((await staffOrder(more.json().data.id)).tableSessionId).toBe(
      (await staffOrder(order.id)).tableSessionId,
    );
    const bill = await ctx.readBill(order.id, friend);
    expect(bill.statusCode, bill.body).toBe(200);
    // The old key no longer names the old table: an order there with it is refused.
    const stale = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: friend,
      payload: {
        businessId: bogaz,
        tableId: T[1],
        personCount: 1,
        items: [{ productId: (await ctx.product('bogaz', 'Çay')).id, quantity: 1 }],
      },
    });
    expect(stale.statusCode).toBe(403);

    // Cam Kenarı 2 is free; the next party's scan starts a sitting of its own.
    expect(await floorState(T[1]!)).toBe('free');
    const next = await ctx.joinTable(T[1]!, (await ctx.newCustomer('Sonraki')).headers);
    expect(next.sitting.sessionId).not.toBe(sitting.json().data.sessionId);

    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.businessId, bogaz), eq(auditEvents.action, 'table.moved')));
    expect(audit?.details).toEqual({ from: 'Cam Kenarı 2', to: 'Bahçe 7', orders: 1 });
  });

  it('refuses the same table, a seated or out-of-service target, an empty table, another business and the kitchen', async () => {
    await seat(2, 'Selin');
    await seat(3, 'Mert');
    expect((await move(T[2]!, T[2]!)).json()).toMatchObject({ error: 'SAME_TABLE' });
    expect((await move(T[2]!, T[2]!)).statusCode).toBe(400);
    const seated = await move(T[2]!, T[3]!);
    expect(seated.statusCode).toBe(409);
    expect(seated.json()).toMatchObject({
      error: 'TABLE_OCCUPIED',
      message:
        'Salon 4 dolu: kendi oturumu veya açık siparişi var. Taşımak yerine masaları birleştirin',
    });
    await ctx.db.update(tables).set({ status: 'unavailable' }).where(eq(tables.id, T[4]!));
    const closed = await move(T[2]!, T[4]!);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error: 'TABLE_OUT_OF_SERVICE' });
    expect((await move(T[5]!, T[7]!)).json()).toMatchObject({ error: 'NOTHING_TO_MOVE' });
    const foreign = await move(T[2]!, DEMO_TABLE_IDS.ege[0]!);
    expect(foreign.statusCode).toBe(404);
    expect((await move(DEMO_TABLE_IDS.ege[0]!, T[7]!)).statusCode).toBe(404);
    expect((await move(T[2]!, T[7]!, kitchen)).statusCode).toBe(403);
    expect((await move(T[2]!, 'not a table')).statusCode).toBe(400);
  });

  it('two waiters moving the same party at once: one moves it, the other is told it is gone', async () => {
    const { order } = await seat(8, 'Can');
    const answers = await Promise.all([move(T[8]!, T[9]!), move(T[8]!, T[0]!, owner)]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const won = answers.find((res) => res.statusCode === 200)!.json().data.to.id as string;
    expect((await staffOrder(order.id)).tableId).toBe(won);
    expect(answers.find((res) => res.statusCode === 409)!.json().error).toBe('NOTHING_TO_MOVE');
  });
});
