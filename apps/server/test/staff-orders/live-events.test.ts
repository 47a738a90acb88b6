import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, socketClients } from '../live-orders/socket-helpers.ts';
import { createStaffOrderApp, type StaffOrderJson } from './staff-order-fixture.ts';

// Issue 31 §4 (ADR 070): the staff's screens hear of every course of a send, the held ones
// included, and hear a fired course again as new work (the event of an order just accepted).
const ctx = await createStaffOrderApp();
const { app, send, fire, fourCourses } = ctx;
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const kitchen = await ctx.staffHeaders('bogaz', 'kitchen');

describe("a waiter's order, live", () => {
  it('reaches the kitchen as created orders, and a fired course as newly accepted work', async () => {
    const board = await sockets.open(app, kitchen.authorization);
    const created = sockets.record<{ orderId: string }>(board, 'order:created');
    const statuses = sockets.record<{ orderId: string; status: string }>(
      board,
      'order:status:changed',
    );
    const res = await send(waiter, 3, fourCourses);
    expect(res.statusCode, res.body).toBe(201);
    const orders = res.json().data.orders as StaffOrderJson[];
    await eventually(() =>
      expect(created.map((e) => e.orderId).sort()).toEqual(orders.map((o) => o.id).sort()),
    );
    expect(statuses).toEqual([]);

    const mains = orders.find((o) => o.course === 'main')!;
    expect((await fire(waiter, 3, 'main')).statusCode).toBe(200);
    await eventually(() =>
      expect(statuses).toEqual([
        expect.objectContaining({ orderId: mains.id, status: 'received' }),
      ]),
    );
  });
});
