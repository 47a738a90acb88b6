import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Headers, type OrderJson } from '../bill/bill-fixture.ts';
import { eventually, socketClients } from '../live-orders/socket-helpers.ts';
import { bogazFloorStaff } from './staff-as.ts';

// Issue 32 §3, ADR 075: a friend who sat at Cam Kenarı 2 joins the table next door and takes
// her two Ayran along to its bill. Paid units, units a split holds and a stale screen's counts
// never move; both bills are re-priced, and nothing is doubled or lost.
const ctx = await createBillApp();
const { app } = ctx;
const { owner, waiter, kitchen, staffOrder, movesAudited } = await bogazFloorStaff(ctx);
const T = DEMO_TABLE_IDS.bogaz;
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

type Line = { itemId: string; quantity: number; expectedQuantity: number };
const moveLines = (orderId: string, toTableId: string, lines: Line[], who: Headers = waiter) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/lines/move`,
    headers: who,
    payload: { toTableId, lines },
  });
const line = (order: OrderJson, name: string) => order.items.find((item) => item.name === name)!;

describe('moving chosen lines to another table', () => {
  it('moves two of three Ayran, splitting the row; a held unit, a stale count and a paid line stay', async () => {
    const from = await ctx.placeOrder(
      ctx.headers,
      [
        { name: 'Ayran', quantity: 3 },
        { name: 'Humus', quantity: 1 },
      ],
      { table: 1 },
    );
    const to = await ctx.placeOrder(
      (await ctx.newCustomer('Komşu')).headers,
      [{ name: 'Humus', quantity: 1 }],
      { table: 2 },
    );
    const ayran = line(from, 'Ayran');
    // One Ayran is asked for in a split: it is held for its payer.
    const split = await ctx.requestBill(from.id, ctx.headers, {
      isSplitBill: true,
      paymentMethod: 'cash',
      tipPercentage: 0,
      selectedItems: { [ayran.id]: 1 },
    });
    expect(split.statusCode, split.body).toBe(201);

    const tooMany = await moveLines(from.id, T[2]!, [
      { itemId: ayran.id, quantity: 3, expectedQuantity: 3 },
    ]);
    expect([tooMany.statusCode, tooMany.json().error]).toEqual([409, 'LINE_NOT_MOVABLE']);

    const res = await moveLines(from.id, T[2]!, [
      { itemId: ayran.id, quantity: 2, expectedQuantity: 3 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 adet ürün Cam Kenarı 3 masasının hesabına taşındı');
    const fromAfter = await staffOrder(from.id);
    const toAfter = await staffOrder(to.id);
    expect(line(fromAfter, 'Ayran').quantity).toBe(1);
    expect(line(toAfter, 'Ayran').quantity).toBe(2);
    // Re-priced by the bill model: what left one bill is on the other, to the kuruş.
    expect(fromAfter.total).toBe(from.total - 2 * 60_00);
    expect(toAfter.total).toBe(to.total + 2 * 60_00);
    expect(res.json().data.to.bill.total).toBe(toAfter.total);
    // The audit trail says what went where.
    expect(await movesAudited(from.id)).toEqual([
      { fromOrder: from.orderNumber, toOrder: to.orderNumber, table: 'Cam Kenarı 3', units: 2 },
    ]);

    // The screen that still shows three Ayran is refused with the new count.
    const stale = await moveLines(from.id, T[2]!, [
      { itemId: ayran.id, quantity: 1, expectedQuantity: 3 },
    ]);
    expect([stale.statusCode, stale.json().error]).toEqual([409, 'LINE_CHANGED']);
    expect(stale.json().message).toBe(
      'Ayran değişti: şimdi 1 adet. Ekranı yenileyip tekrar deneyin',
    );
    // The last Ayran is held by the split: it stays.
    const held = await moveLines(from.id, T[2]!, [
      { itemId: ayran.id, quantity: 1, expectedQuantity: 1 },
    ]);
    expect([held.statusCode, held.json().error]).toEqual([409, 'LINE_NOT_MOVABLE']);

    // A paid line never moves.
    const humus = line(to, 'Humus');
    expect((await ctx.recordPayment(to.id, { method: 'cash' })).statusCode).toBe(201);
    const paid = await moveLines(to.id, T[1]!, [
      { itemId: humus.id, quantity: 1, expectedQuantity: 1 },
    ]);
    expect([paid.statusCode, paid.json().error]).toEqual([409, 'LINE_NOT_MOVABLE']);
  });

  it("tells both orders' screens of the move with its commit, under an outbox id; a refused move tells nothing", async () => {
    // Written in the move's transaction (ADR 096): the id lets a board drop news it heard twice
    // (ADR 109); news told after the commit had none, and was lost with a process that died.
    const board = await sockets.open(app, owner.authorization);
    const news = sockets.record<{ orderId: string; change: string; outboxId?: number }>(
      board,
      'order:updated',
    );
    const from = await ctx.placeOrder(ctx.headers, [{ name: 'Ayran', quantity: 2 }], { table: 7 });
    const to = await ctx.placeOrder(
      (await ctx.newCustomer('Yan Masa')).headers,
      [{ name: 'Humus', quantity: 1 }],
      { table: 8 },
    );
    const ayran = line(from, 'Ayran');
    const stale = await moveLines(from.id, T[8]!, [
      { itemId: ayran.id, quantity: 1, expectedQuantity: 3 },
    ]);
    expect([stale.statusCode, stale.json().error]).toEqual([409, 'LINE_CHANGED']);
    const moved = await moveLines(from.id, T[8]!, [
      { itemId: ayran.id, quantity: 1, expectedQuantity: 2 },
    ]);
    expect(moved.statusCode, moved.body).toBe(200);

    // A refused move's news would have been written, and heard, before these.
    const ours = () => news.filter((e) => e.orderId === from.id || e.orderId === to.id);
    await eventually(() => expect(ours().map((e) => e.orderId)).toEqual([from.id, to.id]));
    expect(ours().map((e) => e.change)).toEqual(['items', 'items']);
    expect(ours().every((e) => typeof e.outboxId === 'number')).toBe(true);
  });

  it('refuses the same table, a table with no open bill, another business and the kitchen', async () => {
    const from = await ctx.placeOrder(ctx.headers, [{ name: 'Ayran', quantity: 1 }], { table: 3 });
    const item = { itemId: line(from, 'Ayran').id, quantity: 1, expectedQuantity: 1 };
    expect((await moveLines(from.id, T[3]!, [item])).json().error).toBe('SAME_TABLE');
    const none = await moveLines(from.id, T[9]!, [item]);
    expect([none.statusCode, none.json().error]).toEqual([409, 'NO_OPEN_BILL']);
    expect((await moveLines(from.id, DEMO_TABLE_IDS.ege[0]!, [item])).statusCode).toBe(404);
    expect((await moveLines(from.id, T[1]!, [item], kitchen)).statusCode).toBe(403);
    expect((await moveLines(from.id, T[1]!, [{ ...item, quantity: 0 }])).statusCode).toBe(400);
    expect((await moveLines(from.id, T[1]!, [item, item])).statusCode).toBe(400);
  });

  it('two waiters moving the same line at once: one moves it, the other gets 409; nothing doubled or lost', async () => {
    const from = await ctx.placeOrder(ctx.headers, [{ name: 'Ayran', quantity: 2 }], { table: 5 });
    const to = await ctx.placeOrder(
      (await ctx.newCustomer('Yan Masa')).headers,
      [{ name: 'Humus', quantity: 1 }],
      { table: 6 },
    );
    const item = { itemId: line(from, 'Ayran').id, quantity: 2, expectedQuantity: 2 };
    const answers = await Promise.all([
      moveLines(from.id, T[6]!, [item]),
      moveLines(from.id, T[6]!, [item], owner),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().error).toBe('LINE_CHANGED');
    const fromAfter = await staffOrder(from.id);
    const toAfter = await staffOrder(to.id);
    expect(fromAfter.items.filter((i) => i.name === 'Ayran')).toEqual([]);
    expect(toAfter.items.filter((i) => i.name === 'Ayran').map((i) => i.quantity)).toEqual([2]);
    expect(fromAfter.total + toAfter.total).toBe(from.total + to.total);
  });
});
