import { describe, expect, it } from 'vitest';
import { splitBillRequestItems, splitBillRequests } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp, type OrderJson } from './live-fixture.ts';

// Split requests are written straight into their tables here: the bill issue builds the
// diner's side (POST /orders/{id}/request-bill with isSplitBill).
const ctx = await createLiveApp();
const { app, db, headers } = ctx;
const staff = await ctx.staffHeaders('bogaz');

const pay = (orderId: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/payments`,
    headers: staff,
    payload,
  });
const line = (order: OrderJson, name: string) => order.items.find((i) => i.name === name)!;

describe('split requests (staff)', () => {
  it('approves within the remaining quantity, refuses beyond it, and pays an approved split', async () => {
    const order = await ctx.placeOrder(headers, { table: 6 });
    const cay = line(order, 'Çay'); // 2 units
    const split = async (quantity: number) => {
      const [request] = await db
        .insert(splitBillRequests)
        .values({
          orderId: order.id,
          businessId: DEMO_BUSINESS_IDS.bogaz,
          userId: ctx.userId,
          paymentMethod: 'cash',
          amount: 0,
        })
        .returning();
      await db
        .insert(splitBillRequestItems)
        .values({ requestId: request!.id, orderItemId: cay.id, quantity });
      return request!.id;
    };
    const decide = (id: string, status: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/staff/split-requests/${id}`,
        headers: staff,
        payload: { status },
      });
    const one = await split(1);
    const two = await split(2);
    const list = await app.inject({
      method: 'GET',
      url: '/api/staff/split-requests?status=pending',
      headers: staff,
    });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id: two, selectedItems: { [cay.id]: 2 } }),
    );

    expect((await decide(one, 'approved')).json().data.status).toBe('approved');
    const refused = await decide(two, 'approved');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Çay için ödenecek 1 adet kaldı; istek onaylanamaz');
    expect((await decide(two, 'rejected')).json().data.status).toBe('rejected');
    expect((await decide(two, 'approved')).statusCode).toBe(409);
    expect((await decide(one, 'rejected')).statusCode).toBe(409);

    // The inbox's open list: an approved split stays until its payment is recorded.
    const open = async () =>
      (await app.inject({ url: '/api/staff/split-requests?open=true', headers: staff })).json()
        .data as { id: string; status: string; paid: boolean }[];
    expect((await open()).filter((r) => r.id === one || r.id === two)).toEqual([
      expect.objectContaining({ id: one, status: 'approved', paid: false }),
    ]);
    const paid = await pay(order.id, { method: 'cash', splitBillRequestId: one });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(line(paid.json().data.order, 'Çay')).toMatchObject({ paidQuantity: 1 });
    expect((await open()).map((r) => r.id)).not.toContain(one);
    const foreign = await app.inject({
      method: 'PATCH',
      url: `/api/staff/split-requests/${two}`,
      headers: await ctx.staffHeaders('ege'),
      payload: { status: 'rejected' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
