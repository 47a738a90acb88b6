import { rooms } from '@masa/core/realtime/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createStaffOrderApp } from '../staff-orders/staff-order-fixture.ts';
import { eventually, socketClients } from './socket-helpers.ts';

// A new order's one piece of news (issue 37 §7): its business's boards and the phones at its
// table hear it, nobody else does, and the boards are written first, so a table full of
// phones does not hold up the kitchen (ADR 125).
const ctx = await createStaffOrderApp();
const { app } = ctx;
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

describe("a new order's news", () => {
  it("reaches its business's boards before the phones at its table, and no one else", async () => {
    const table = 5;
    // Phones at the table: each diner's order there lets its socket follow the table's room.
    const phones = [];
    for (const name of ['Ali', 'Ayşe', 'Can']) {
      const diner = await ctx.newCustomer(name);
      await ctx.placeOrder(diner.headers, { table });
      const phone = await sockets.open(app, diner.headers.authorization);
      await sockets.join(phone, 'join:room', rooms.table(DEMO_TABLE_IDS.bogaz[table]!));
      phones.push(phone);
    }
    // A phone at another table and another business's board hear nothing of it.
    const elsewhere = await ctx.newCustomer('Deniz');
    await ctx.placeOrder(elsewhere.headers, { table: table + 1 });
    const otherPhone = await sockets.open(app, elsewhere.headers.authorization);
    await sockets.join(otherPhone, 'join:room', rooms.table(DEMO_TABLE_IDS.bogaz[table + 1]!));
    const otherBoard = await sockets.open(app, (await ctx.staffHeaders('ege')).authorization);
    // The boards are opened last, after the phones joined.
    const staff = await ctx.staffHeaders('bogaz');
    const boards = [await sockets.open(app, staff.authorization)];
    boards.push(await sockets.open(app, staff.authorization));
    const names = new Map([
      ...boards.map((board) => [board.id, 'board'] as [string | undefined, string]),
      [otherBoard.id, 'other business'],
      [otherPhone.id, 'other table'],
      ...phones.map((phone) => [phone.id, 'phone'] as [string | undefined, string]),
    ]);

    // The frames the server writes, in the order it writes them: what one order costs it.
    const written: string[] = [];
    for (const [id, socket] of app.io.of('/').sockets) {
      socket.conn.on('packetCreate', (packet: { data?: unknown }) => {
        if (typeof packet.data === 'string' && packet.data.includes('"order:created"'))
          written.push(names.get(id) ?? id);
      });
    }
    const heard = [...phones, ...boards].map((s) =>
      sockets.record<{ orderId: string }>(s, 'order:created'),
    );
    const placed = await ctx.placeOrder((await ctx.newCustomer('Ece')).headers, { table });

    await eventually(() =>
      heard.forEach((events) => expect(events.map((e) => e.orderId)).toEqual([placed.id])),
    );
    // One broadcast writes every socket it reaches at once: the list is whole.
    expect(written).toEqual(['board', 'board', 'phone', 'phone', 'phone']);
  });

  it("leaves a waiter's order with its commit, each course's news under its outbox id", async () => {
    // The id lets a board drop news it heard twice (ADR 109): news told after the commit had none.
    const waiter = await ctx.staffHeaders('bogaz', 'waiter');
    const board = await sockets.open(app, waiter.authorization);
    const created = sockets.record<{ orderId: string; outboxId?: number }>(board, 'order:created');
    const res = await ctx.send(waiter, 8, ctx.fourCourses);
    expect(res.statusCode, res.body).toBe(201);
    const orders = res.json().data.orders as { id: string }[];
    await eventually(() => expect(created).toHaveLength(orders.length));
    expect(created.map((e) => e.orderId)).toEqual(orders.map((o) => o.id));
    const ids = created.map((e) => e.outboxId);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => a! - b!));
  });
});
