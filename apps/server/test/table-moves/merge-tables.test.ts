import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Headers, type OrderJson } from '../bill/bill-fixture.ts';
import { bogazFloorStaff } from './staff-as.ts';

// Issue 32 §3, ADR 075: two tables pushed together. Salon 5's party joins Salon 4's: its
// orders, its diners' phones and its requests go to Salon 4, whose panel then holds both bills,
// paid there; Salon 5 is free. A table paying a split in the meantime is refused until settled.
const ctx = await createBillApp();
const { app } = ctx;
const { owner, waiter, kitchen, staffOrder } = await bogazFloorStaff(ctx);
const T = DEMO_TABLE_IDS.bogaz;

const merge = (from: string, into: string, who: Headers = waiter) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/tables/${from}/merge`,
    headers: who,
    payload: { intoTableId: into },
  });
const split = (order: OrderJson) =>
  ctx.requestBill(order.id, ctx.headers, {
    isSplitBill: true,
    paymentMethod: 'cash',
    tipPercentage: 0,
    selectedItems: { [order.items[0]!.id]: 1 },
  });

describe('merging two tables', () => {
  it("the joining party's orders, diners and requests go to the other table; both bills are paid there", async () => {
    const first = await ctx.placeOrder(ctx.headers, [{ name: 'Humus', quantity: 1 }], { table: 3 });
    const other = await ctx.newCustomer('Mert');
    const second = await ctx.placeOrder(other.headers, [{ name: 'Ayran', quantity: 2 }], {
      table: 4,
    });
    const friend = await ctx.scanTable((await ctx.newCustomer('Ece')).headers, { table: 4 });

    const res = await merge(T[4]!, T[3]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Salon 5 masası Salon 4 masasıyla birleştirildi; hesap Salon 4 masasında',
      data: { from: { id: T[4], state: 'free' }, to: { id: T[3] } },
    });
    expect(
      res
        .json()
        .data.to.openOrders.map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    const moved = await staffOrder(second.id);
    expect(moved).toMatchObject({ tableId: T[3], tableSessionId: first.tableSessionId });

    // Ece's phone is now a diner of Salon 4's sitting: it reads Deniz's bill too.
    const sitting = await app.inject({ url: '/api/tables/sessions/current', headers: friend });
    expect(sitting.json().data).toMatchObject({
      tableId: T[3],
      sessionId: first.tableSessionId,
      status: 'active',
    });
    expect((await ctx.readBill(first.id, friend)).statusCode).toBe(200);

    // Paid at the one table: each bill to the kuruş, nothing left on Salon 4.
    for (const order of [first, second]) {
      const paid = await ctx.recordPayment(order.id, { method: 'cash' });
      expect(paid.statusCode, paid.body).toBe(201);
      expect((await staffOrder(order.id)).isPaid).toBe(true);
    }
    const floor = await app.inject({ url: '/api/staff/floor', headers: owner });
    const salon4 = (floor.json().data as { id: string; openAmount: number }[]).find(
      (t) => t.id === T[3],
    );
    expect(salon4?.openAmount).toBe(0);

    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.businessId, DEMO_BUSINESS_IDS.bogaz),
          eq(auditEvents.action, 'table.merged'),
        ),
      );
    expect(audit?.details).toEqual({ from: 'Salon 5', to: 'Salon 4', orders: 1 });
  });

  it('refuses a table into itself, into a free or foreign table, the kitchen, and a table paying a split', async () => {
    await ctx.placeOrder(ctx.headers, [{ name: 'Humus', quantity: 1 }], { table: 6 });
    const paying = await ctx.placeOrder(ctx.headers, [{ name: 'Ayran', quantity: 2 }], {
      table: 7,
    });
    const same = await merge(T[7]!, T[7]!);
    expect([same.statusCode, same.json().error]).toEqual([400, 'SAME_TABLE']);
    const free = await merge(T[7]!, T[9]!);
    expect([free.statusCode, free.json().error]).toEqual([409, 'TABLE_FREE']);
    expect(free.json().message).toBe('Bar 10 boş; birleştirmek yerine masayı taşıyın');
    expect((await merge(T[7]!, DEMO_TABLE_IDS.ege[1]!)).statusCode).toBe(404);
    expect((await merge(T[7]!, T[6]!, kitchen)).statusCode).toBe(403);

    const asked = await split(paying);
    expect(asked.statusCode, asked.body).toBe(201);
    const pending = await merge(T[7]!, T[6]!);
    expect([pending.statusCode, pending.json().error]).toEqual([409, 'SPLIT_PENDING']);
    expect(pending.json().message).toBe(
      'Bahçe 8 masasında bekleyen bir hesap bölme isteği var; önce onaylayın ya da reddedin',
    );
    const approved = await ctx.decideSplit(asked.json().data.id, 'approved');
    expect(approved.statusCode, approved.body).toBe(200);
    const inProgress = await merge(T[7]!, T[6]!);
    expect([inProgress.statusCode, inProgress.json().error]).toEqual([409, 'PAYMENT_IN_PROGRESS']);
    expect((await staffOrder(paying.id)).tableId).toBe(T[7]);

    // Once the split is paid, the table joins.
    const paid = await ctx.recordPayment(paying.id, {
      method: 'cash',
      splitBillRequestId: asked.json().data.id,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await merge(T[7]!, T[6]!)).statusCode).toBe(200);
    expect((await staffOrder(paying.id)).tableId).toBe(T[6]);
  });
});
