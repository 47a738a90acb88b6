import { describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Headers, type OrderJson } from '../bill/bill-fixture.ts';
import { bogazFloorStaff } from '../table-moves/staff-as.ts';
import { serveOrder } from '../serve-order.ts';

// Issue 32 §3, ADR 078: two couples at one table want separate bills. "Ayrı hesap" opens
// "Hesap 2" on the same table with the second couple's dishes; each bill is paid and its rest
// computed on its own, and the table is cleared only once both are settled.
const ctx = await createBillApp();
const { app } = ctx;
const { owner, waiter, kitchen, movesAudited } = await bogazFloorStaff(ctx);
const T = DEMO_TABLE_IDS.bogaz;

type Line = { itemId: string; quantity: number; expectedQuantity: number };
const openBill = (
  tableId: string,
  orderId: string,
  lines: Line[],
  who: Headers = waiter,
  toBill?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/tables/${tableId}/bills`,
    headers: who,
    payload: { orderId, lines, ...(toBill ? { toBill } : {}) },
  });
const staffOrder = async (id: string) =>
  (await app.inject({ url: `/api/staff/orders/${id}`, headers: owner })).json()
    .data as OrderJson & {
    billLabel: string | null;
    bill: { total: number; left: number; paid: number };
  };
const line = (order: OrderJson, name: string) => order.items.find((item) => item.name === name)!;
const clear = (tableId: string) =>
  app.inject({ method: 'POST', url: `/api/staff/tables/${tableId}/clear`, headers: owner });
type FloorOrder = { id: string; billLabel: string | null; left: number };
const floorOrders = async (tableId: string) =>
  (
    (await app.inject({ url: '/api/staff/floor', headers: owner })).json().data as {
      id: string;
      openOrders: FloorOrder[];
    }[]
  ).find((table) => table.id === tableId)!.openOrders;

describe('a second bill on one table', () => {
  it('takes a later course of the second couple to the Hesap 2 they have, and back to Hesap 1', async () => {
    const drinks = await ctx.placeOrder(ctx.headers, [{ name: 'Ayran', quantity: 4 }], {
      table: 5,
    });
    const starters = await ctx.placeOrder(ctx.headers, [{ name: 'Humus', quantity: 2 }], {
      table: 5,
      sameSitting: true,
    });
    expect(starters.tableSessionId).toBe(drinks.tableSessionId);
    const ayran = { itemId: line(drinks, 'Ayran').id, quantity: 2, expectedQuantity: 4 };
    const opened = await openBill(T[5]!, drinks.id, [ayran]);
    expect(opened.json().data.label).toBe('Hesap 2');
    const humus = { itemId: line(starters, 'Humus').id, quantity: 1, expectedQuantity: 2 };
    const same = await openBill(T[5]!, starters.id, [humus], waiter, 'Hesap 1');
    expect([same.statusCode, same.json().error]).toEqual([400, 'SAME_BILL']);
    const unknown = await openBill(T[5]!, starters.id, [humus], waiter, 'Hesap 4');
    expect([unknown.statusCode, unknown.json().error]).toEqual([409, 'BILL_NOT_OPEN']);
    const joined = await openBill(T[5]!, starters.id, [humus], waiter, 'Hesap 2');
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().message).toBe('1 adet ürün Hesap 2 hesabına taşındı');
    expect(joined.json().data.to.billLabel).toBe('Hesap 2');
    const bills = await floorOrders(T[5]!);
    expect(bills.map((bill) => bill.billLabel)).toEqual([null, null, 'Hesap 2', 'Hesap 2']);

    // A dish put on the wrong bill goes back to the first.
    const back = await openBill(
      T[5]!,
      joined.json().data.to.id as string,
      [{ itemId: joined.json().data.to.items[0].id as string, quantity: 1, expectedQuantity: 1 }],
      waiter,
      'Hesap 1',
    );
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data.to.billLabel).toBeNull();
    const figures = await Promise.all((await floorOrders(T[5]!)).map((o) => staffOrder(o.id)));
    expect(figures.reduce((sum, o) => sum + o.total, 0)).toBe(drinks.total + starters.total);
  });

  it('takes the second couple’s dishes to Hesap 2; each bill is paid on its own and the table clears after both', async () => {
    const first = await ctx.placeOrder(
      ctx.headers,
      [
        { name: 'Ayran', quantity: 4 },
        { name: 'Humus', quantity: 2 },
      ],
      { table: 1 },
    );
    await serveOrder(app, owner, first.id);
    const opened = await openBill(T[1]!, first.id, [
      { itemId: line(first, 'Ayran').id, quantity: 2, expectedQuantity: 4 },
      { itemId: line(first, 'Humus').id, quantity: 1, expectedQuantity: 2 },
    ]);
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().message).toBe('Hesap 2 açıldı; 3 adet ürün taşındı');
    const { label, from, to } = opened.json().data;
    expect(label).toBe('Hesap 2');
    expect([from.billLabel, to.billLabel]).toEqual([null, 'Hesap 2']);
    expect(to).toMatchObject({ tableId: T[1], tableSessionId: first.tableSessionId });
    const moved = to.items.map((i: OrderJson['items'][number]) => [i.name, i.quantity]);
    expect(moved.sort()).toEqual([
      ['Ayran', 2],
      ['Humus', 1],
    ]);
    // Nothing doubled or lost: the two bills add up to the one there was, to the kuruş.
    expect(from.bill.total + to.bill.total).toBe(first.total);
    expect(to.bill.total).toBe(2 * 60_00 + line(first, 'Humus').price);
    // The audit trail names the table and the bill the units went to.
    expect(await movesAudited(first.id)).toEqual([
      {
        fromOrder: first.orderNumber,
        toOrder: to.orderNumber,
        table: 'Cam Kenarı 2 · Hesap 2',
        units: 3,
      },
    ]);

    const onFloor = await floorOrders(T[1]!);
    expect(onFloor.map((order) => [order.id, order.billLabel])).toEqual([
      [first.id, null],
      [to.id, 'Hesap 2'],
    ]);

    // Hesap 2 pays its own rest in cash; Hesap 1 still owes exactly its own.
    const paid2 = await ctx.recordPayment(to.id, { method: 'cash' });
    expect(paid2.statusCode, paid2.body).toBe(201);
    expect((await staffOrder(to.id)).bill.left).toBe(0);
    expect((await staffOrder(first.id)).bill.left).toBe(from.bill.total);
    const refused = await clear(T[1]!);
    expect(refused.statusCode).toBe(409);

    // A third bill is "Hesap 3", even with Hesap 2 paid.
    const third = await openBill(T[1]!, first.id, [
      { itemId: line(first, 'Humus').id, quantity: 1, expectedQuantity: 1 },
    ]);
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json().data.label).toBe('Hesap 3');
    for (const id of [first.id, third.json().data.to.id as string]) {
      const paid = await ctx.recordPayment(id, { method: 'cash' });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    expect(await floorOrders(T[1]!)).toEqual([]);
    expect((await clear(T[1]!)).statusCode).toBe(200);
  });

  it('refuses a paid line, a settled bill, another table’s order, another business and the kitchen', async () => {
    const order = await ctx.placeOrder(
      ctx.headers,
      [
        { name: 'Ayran', quantity: 2 },
        { name: 'Humus', quantity: 1 },
      ],
      { table: 2 },
    );
    const ayran = { itemId: line(order, 'Ayran').id, quantity: 1, expectedQuantity: 2 };
    expect((await openBill(T[2]!, order.id, [ayran], kitchen)).statusCode).toBe(403);
    const foreign = await openBill(DEMO_TABLE_IDS.ege[0]!, order.id, [ayran]);
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, 'TABLE_NOT_FOUND']);
    const otherTable = await openBill(T[3]!, order.id, [ayran]);
    expect([otherTable.statusCode, otherTable.json().error]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await openBill(T[2]!, order.id, [{ ...ayran, quantity: 0 }])).statusCode).toBe(400);

    // Humus is paid on its own: it never moves, and nothing is written.
    const humus = line(order, 'Humus');
    const paidHumus = await ctx.recordPayment(order.id, {
      method: 'credit_card',
      items: [{ itemId: humus.id, quantity: 1 }],
    });
    expect(paidHumus.statusCode, paidHumus.body).toBe(201);
    const paidLine = await openBill(T[2]!, order.id, [
      { itemId: humus.id, quantity: 1, expectedQuantity: 1 },
    ]);
    expect([paidLine.statusCode, paidLine.json().error]).toEqual([409, 'LINE_NOT_MOVABLE']);
    expect((await floorOrders(T[2]!)).map((o) => o.id)).toEqual([order.id]);

    const paidAll = await ctx.recordPayment(order.id, { method: 'cash' });
    expect(paidAll.statusCode, paidAll.body).toBe(201);
    const settled = await openBill(T[2]!, order.id, [ayran]);
    expect([settled.statusCode, settled.json().error]).toEqual([409, 'BILL_SETTLED']);
  });

  it('two waiters moving the same line at once: one Hesap 2, the other 409; nothing doubled or lost', async () => {
    const order = await ctx.placeOrder(ctx.headers, [{ name: 'Ayran', quantity: 3 }], {
      table: 4,
    });
    const ayran = { itemId: line(order, 'Ayran').id, quantity: 2, expectedQuantity: 3 };
    const answers = await Promise.all([
      openBill(T[4]!, order.id, [ayran]),
      openBill(T[4]!, order.id, [ayran], owner),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().error).toBe('LINE_CHANGED');
    const bills = await floorOrders(T[4]!);
    expect(bills.map((bill) => bill.billLabel)).toEqual([null, 'Hesap 2']);
    const figures = await Promise.all(bills.map((bill) => staffOrder(bill.id)));
    expect(figures.map((o) => o.items.map((i) => i.quantity))).toEqual([[1], [2]]);
    expect(figures[0]!.total + figures[1]!.total).toBe(order.total);
  });
});
