import { isOrderActive } from '@masa/core/orders/order-status';
import { describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp } from './bill-fixture.ts';

// ADR 039: the server produces the bill_requested status of 001 §4 when a served order's bill is
// asked for, without losing the kitchen's status of an order still being prepared.
const ctx = await createBillApp();
const { app, headers, placeOrder, requestBill, recordPayment } = ctx;
const staff = await ctx.staffHeaders('bogaz');
const TABLE_INDEX = 6; // Bahçe 7, 0-based 6: no other test of this file's app sits there
const TABLE = DEMO_TABLE_IDS.bogaz[TABLE_INDEX]!;
const meal = [{ name: 'Humus', quantity: 1 }];

const move = async (orderId: string, ...statuses: string[]) => {
  let last: { status: string; billRequested: boolean } | undefined;
  for (const status of statuses) {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${orderId}/status`,
      headers: staff,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
    last = res.json().data;
  }
  return last!;
};
const boardOrder = async (orderId: string) => {
  const res = await app.inject({ url: '/api/staff/orders?active=true', headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string; status: string }[]).find((o) => o.id === orderId);
};
const floorState = async () => {
  const res = await app.inject({ url: '/api/staff/floor', headers: staff });
  return (res.json().data as { id: string; state: string }[]).find((t) => t.id === TABLE)!.state;
};
const dinerOrder = async (orderId: string, businessId: string) =>
  (await app.inject({ url: `/api/orders/${orderId}?businessId=${businessId}`, headers })).json()
    .data as { status: string; billRequested: boolean; isPaid: boolean };

describe('bill_requested (001 §4)', () => {
  it('a served order whose bill is asked for is bill_requested: on the board, the floor, still active; paid ends it', async () => {
    const order = await placeOrder(headers, meal, { table: TABLE_INDEX });
    await move(order.id, 'received', 'preparing', 'ready', 'delivered');
    const res = await requestBill(order.id, headers, { tipPercentage: 0 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.order).toMatchObject({ status: 'bill_requested', billRequested: true });

    const seen = await dinerOrder(order.id, order.businessId);
    expect(seen).toMatchObject({ status: 'bill_requested', billRequested: true });
    expect(isOrderActive(seen)).toBe(true);
    expect(await boardOrder(order.id)).toMatchObject({ status: 'bill_requested' });
    expect(await floorState()).toBe('bill_requested');

    const paid = await recordPayment(order.id, {
      method: 'cash',
      billRequestId: res.json().data.id,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await dinerOrder(order.id, order.businessId)).toMatchObject({
      status: 'paid',
      isPaid: true,
    });
    expect(await boardOrder(order.id)).toBeUndefined();
  });

  it('an order still being prepared keeps its kitchen status and waits in bill_requested once delivered', async () => {
    const order = await placeOrder(headers, meal, { table: TABLE_INDEX });
    await move(order.id, 'received', 'preparing');
    const res = await requestBill(order.id, headers, { tipPercentage: 0 });
    expect(res.statusCode, res.body).toBe(201);
    expect(await dinerOrder(order.id, order.businessId)).toMatchObject({
      status: 'preparing',
      billRequested: true,
    });
    expect(await boardOrder(order.id)).toMatchObject({ status: 'preparing' });

    expect(await move(order.id, 'ready', 'delivered')).toMatchObject({
      status: 'bill_requested',
      billRequested: true,
    });
    // From there only completing (once paid) or cancelling is a move, as from delivered.
    const back = await app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${order.id}/status`,
      headers: staff,
      payload: { status: 'ready' },
    });
    expect(back.statusCode).toBe(409);
    expect((await recordPayment(order.id, { method: 'cash' })).statusCode).toBe(201);
    expect((await dinerOrder(order.id, order.businessId)).status).toBe('paid');
  });
});
