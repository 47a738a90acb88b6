import { describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createStaffOrderApp, type StaffOrderJson } from './staff-order-fixture.ts';

// Issue 31 §3–4, §7–8 (ADR 070): a waiter's send is one order per course in the table's
// sitting; drinks and the first course go at once, later courses wait for "marş".
const ctx = await createStaffOrderApp();
const { app, send, fire, fourCourses } = ctx;
const owner = await ctx.staffHeaders('bogaz');
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const manager = await ctx.staffHeaders('bogaz', 'manager');
const kitchen = await ctx.staffHeaders('bogaz', 'kitchen');
const ege = await ctx.staffHeaders('ege');

describe("a waiter's order", () => {
  it('makes one order per course in one sitting, holds the later courses and fires them once', async () => {
    const res = await send(waiter, 6, fourCourses);
    expect(res.statusCode, res.body).toBe(201);
    const { sessionId, orders } = res.json().data as {
      sessionId: string;
      orders: StaffOrderJson[];
    };
    expect(orders.map((o) => [o.course, o.held, o.status])).toEqual([
      ['drink', false, 'received'],
      ['starter', false, 'received'],
      ['main', true, 'received'],
      ['dessert', true, 'received'],
    ]);
    expect(new Set(orders.map((o) => o.tableSessionId))).toEqual(new Set([sessionId]));
    const starter = orders[1]!;
    expect(starter.placedBy).toEqual({ staffId: expect.any(String), name: expect.any(String) });
    expect(starter.items).toEqual([
      expect.objectContaining({
        name: 'Mercimek Çorbası',
        quantity: 2,
        seat: 1,
        notes: 'Limonlu',
        placedByStaff: true,
      }),
    ]);

    const board = await app.inject({
      url: `/api/staff/orders?active=true&tableId=${DEMO_TABLE_IDS.bogaz[6]}`,
      headers: kitchen,
    });
    const listed = board.json().data as StaffOrderJson[];
    expect(
      listed
        .filter((o) => o.held)
        .map((o) => o.course)
        .sort(),
    ).toEqual(['dessert', 'main']);

    const fired = await fire(waiter, 6, 'main');
    expect(fired.statusCode, fired.body).toBe(200);
    const firedOrders = fired.json().data.orders as StaffOrderJson[];
    expect(firedOrders.map((o) => [o.course, o.held, o.status])).toEqual([
      ['main', false, 'received'],
    ]);
    expect(firedOrders[0]!.firedAt).not.toBeNull();

    const again = await fire(waiter, 6, 'main');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toMatch(/zaten başlatıldı/);
    expect((await fire(waiter, 6, 'soup')).statusCode).toBe(400);
    expect((await fire(kitchen, 6, 'dessert')).statusCode).toBe(403);
    expect((await fire(ege, 6, 'dessert')).statusCode).toBe(404);

    // Another round at the open table: mains go at once now, desserts stay held.
    const more = await send(owner, 6, {
      items: [
        { productId: ctx.dishes.hunkar.id, quantity: 1 },
        { productId: ctx.dishes.kunefe.id, quantity: 1 },
      ],
    });
    expect(more.statusCode, more.body).toBe(201);
    expect((more.json().data.orders as StaffOrderJson[]).map((o) => [o.course, o.held])).toEqual([
      ['main', false],
      ['dessert', true],
    ]);
    expect(more.json().data.sessionId).toBe(sessionId);
  });

  it('is taken by owners, managers and waiters, refused to the kitchen, another business and no one', async () => {
    const one = { items: [{ productId: ctx.dishes.soda.id, quantity: 1 }] };
    for (const who of [owner, manager, waiter]) {
      expect((await send(who, 7, one)).statusCode).toBe(201);
    }
    const refused = await send(kitchen, 7, one);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await send(ege, 7, one)).statusCode).toBe(404);
    expect((await send({}, 7, one)).statusCode).toBe(401);
  });
});

describe("a category's course", () => {
  it('is set in the menu editor and decides the course of its dishes when the waiter names none', async () => {
    const menu = await app.inject({ url: '/api/staff/menu', headers: owner });
    expect(menu.statusCode, menu.body).toBe(200);
    const categories = menu.json().data.categories as {
      id: string;
      name: string;
      defaultCourse: string | null;
    }[];
    const drinks = categories.find((c) => c.name === 'Soğuk İçecekler')!;
    expect(drinks.defaultCourse).toBe('drink');
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/staff/categories/${drinks.id}`,
      headers: owner,
      payload: { defaultCourse: 'dessert' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().data.defaultCourse).toBe('dessert');
    const res = await send(waiter, 9, {
      items: [
        { productId: ctx.dishes.corba.id, quantity: 1 },
        { productId: ctx.dishes.soda.id, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().data.orders as StaffOrderJson[]).map((o) => [o.course, o.held])).toEqual([
      ['starter', false],
      ['dessert', true],
    ]);
  });
});
