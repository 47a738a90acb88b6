import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from './live-fixture.ts';
import { moveOrder, payInCash } from '../serve-order.ts';

// Issue 16 §5: the floor as the staff see it, and clearing a table for the next guests.
const ctx = await createLiveApp();
const { app, headers } = ctx;
const staff = await ctx.staffHeaders('bogaz');
const TABLE = DEMO_TABLE_IDS.bogaz[8]!; // VIP Loca, 0-based 8

const floor = async (who = staff) => {
  const res = await app.inject({ url: '/api/staff/floor', headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as FloorTable[];
};
const tableOnFloor = async () => (await floor()).find((table) => table.id === TABLE)!;
const clear = (who = staff) =>
  app.inject({ method: 'POST', url: `/api/staff/tables/${TABLE}/clear`, headers: who });

describe('the floor', () => {
  it('follows a table from free to ordered, waiting, served, bill requested, paid and free again', async () => {
    expect(await tableOnFloor()).toMatchObject({ name: 'VIP Loca', state: 'free', openAmount: 0 });

    const order = await ctx.placeOrder(headers, { table: 8 });
    const ordered = await tableOnFloor();
    expect(ordered).toMatchObject({ state: 'ordered', openAmount: order.total });
    expect(ordered.openOrders).toEqual([
      {
        id: order.id,
        orderNumber: order.orderNumber,
        status: 'pending',
        left: order.total,
        billLabel: null,
      },
    ]);
    expect(ordered.seatedSince).toBe(order.createdAt);

    await moveOrder(app, staff, order.id, { status: 'received' });
    await moveOrder(app, staff, order.id, { status: 'preparing' });
    expect((await tableOnFloor()).state).toBe('waiting');
    await moveOrder(app, staff, order.id, { status: 'ready' });
    await moveOrder(app, staff, order.id, { status: 'delivered' });
    expect((await tableOnFloor()).state).toBe('served');

    const bill = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/request-bill`,
      headers,
      payload: { paymentMethod: 'cash', tipPercentage: 0 },
    });
    expect(bill.statusCode, bill.body).toBe(201);
    expect((await tableOnFloor()).state).toBe('bill_requested');

    const refused = await clear();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Masada ödenmemiş sipariş var; önce ödemeyi alın veya siparişi iptal edin',
    );

    await payInCash(app, staff, order.id);
    expect(await tableOnFloor()).toMatchObject({ state: 'paid', openAmount: 0, openOrders: [] });

    const cleared = await clear();
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ id: TABLE, state: 'free', seatedSince: null });
  });

  it('is for waiters, managers and owners of the business', async () => {
    const kitchen = await ctx.staffHeaders('bogaz', 'kitchen');
    expect((await app.inject({ url: '/api/staff/floor', headers: kitchen })).statusCode).toBe(403);
    expect((await clear(kitchen)).statusCode).toBe(403);
    const ege = await floor(await ctx.staffHeaders('ege'));
    expect(ege.map((table) => table.id)).not.toContain(TABLE);
    expect((await clear(await ctx.staffHeaders('ege'))).statusCode).toBe(404);
  });
});
