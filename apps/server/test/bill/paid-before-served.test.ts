import { isOrderActive } from '@masa/core/orders/order-status';
import { describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp } from './bill-fixture.ts';

// Issue 29 item 1, ADR 054: payment and preparation are separate lives. An order paid before
// it is made stays on the board, the kitchen display and the floor until it is served, and
// its table cannot be cleared before that.
const ctx = await createBillApp();
const { app, headers, placeOrder, recordPayment } = ctx;
const staff = await ctx.staffHeaders('bogaz');
const TABLE_INDEX = 4;
const TABLE = DEMO_TABLE_IDS.bogaz[TABLE_INDEX]!;
const dessert = [{ name: 'Fırın Sütlaç', quantity: 2 }];

type BoardOrder = { id: string; status: string; isPaid: boolean };
const move = (orderId: string, status: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/staff/orders/${orderId}/status`,
    headers: staff,
    payload: { status },
  });
const staffOrders = async (active: boolean) => {
  const res = await app.inject({ url: `/api/staff/orders?active=${active}`, headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BoardOrder[];
};
const onBoard = async (orderId: string) => (await staffOrders(true)).find((o) => o.id === orderId);
const tableOnFloor = async () => {
  const res = await app.inject({ url: '/api/staff/floor', headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().data as { id: string; state: string; openOrders: { id: string; left: number }[] }[]
  ).find((table) => table.id === TABLE)!;
};
const clear = () =>
  app.inject({ method: 'POST', url: `/api/staff/tables/${TABLE}/clear`, headers: staff });
const dinerOrder = async (orderId: string, businessId: string) =>
  (await app.inject({ url: `/api/orders/${orderId}?businessId=${businessId}`, headers })).json()
    .data as BoardOrder;

describe('an order paid before it is made (ADR 054)', () => {
  for (const stage of [[], ['received']]) {
    const when = stage.length === 0 ? "'pending'" : "'received' (accepted)";
    it(`paid at ${when} stays on the board, the kitchen display and the floor until delivered`, async () => {
      const order = await placeOrder(headers, dessert, { table: TABLE_INDEX });
      for (const status of stage) expect((await move(order.id, status)).statusCode).toBe(200);
      const status = stage.at(-1) ?? 'pending';

      const paid = await recordPayment(order.id, { method: 'cash' });
      expect(paid.statusCode, paid.body).toBe(201);

      // Paid, and still where the kitchen left it: on the board and the kitchen's list.
      expect(await onBoard(order.id)).toMatchObject({ status, isPaid: true });
      expect((await staffOrders(false)).some((o) => o.id === order.id)).toBe(false);
      const seen = await dinerOrder(order.id, order.businessId);
      expect(seen).toMatchObject({ status, isPaid: true });
      expect(isOrderActive(seen)).toBe(true);
      const floor = await tableOnFloor();
      expect(floor.state).toBe('ordered');
      expect(floor.openOrders).toEqual([expect.objectContaining({ id: order.id, left: 0 })]);

      // The table is not cleared as if nothing were open.
      const refused = await clear();
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        error: 'TABLE_HAS_UNSERVED_ORDERS',
        message: `#${order.orderNumber} numaralı sipariş ödendi ama henüz servis edilmedi; önce teslim edin veya iptal edin`,
      });
      // Paid: the diner adds nothing more to it.
      const more = await app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}/items/add`,
        headers,
        payload: {
          businessId: order.businessId,
          items: [{ productId: (await ctx.product('bogaz', 'Humus')).id, quantity: 1 }],
        },
      });
      expect(more.statusCode, more.body).toBe(409);

      const path = ['received', 'preparing', 'ready'].filter((s) => !stage.includes(s));
      for (const next of path) {
        expect((await move(order.id, next)).statusCode).toBe(200);
        expect(await onBoard(order.id)).toMatchObject({ status: next, isPaid: true });
      }
      const delivered = await move(order.id, 'delivered');
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json().data).toMatchObject({ status: 'paid', isPaid: true });
      expect(await onBoard(order.id)).toBeUndefined();
      expect((await staffOrders(false)).some((o) => o.id === order.id)).toBe(true);
      expect(await dinerOrder(order.id, order.businessId)).toMatchObject({ status: 'paid' });
      expect((await tableOnFloor()).openOrders).toEqual([]);
      expect((await clear()).statusCode).toBe(200);
    });
  }
});
