import { describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { serveOrder } from '../serve-order.ts';
import { createStaffOrderApp } from '../staff-orders/staff-order-fixture.ts';

// Found by the evening property test (issue 32): units moved to a table whose bill went to an
// open account or was closed as a walk-out never land on that closed bill (its debt or loss
// would grow after the fact); a waiter's next send there starts a new bill.
const ctx = await createStaffOrderApp();
const { app, send, dishes } = ctx;
const owner = await ctx.staffHeaders('bogaz');
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api/staff${url}`, headers: owner, payload });
const billOf = async (id: string) =>
  (await call('GET', `/orders/${id}`)).json().data.bill as { total: number; left: number };

describe('moving lines to a table whose bill was closed', () => {
  for (const [close, body] of [
    ['open-account', { customerName: 'Ahmet Yılmaz' }],
    ['walkout', { reason: 'Ödemeden ayrıldı' }],
  ] as const) {
    it(`after ${close}: 409 NO_OPEN_BILL, the closed bill keeps its lines`, async () => {
      const n = close === 'walkout' ? 5 : 6;
      const first = await send(waiter, n, {
        items: [{ productId: dishes.soda.id, quantity: 1 }],
        holdCourses: [],
      });
      expect(first.statusCode, first.body).toBe(201);
      const [order] = first.json().data.orders as { id: string }[];
      await serveOrder(app, owner, order!.id, { from: 'received' });
      const closed = await billOf(order!.id);
      const res = await call('POST', `/tables/${DEMO_TABLE_IDS.bogaz[n]}/${close}`, {
        ...body,
        expectedLeft: closed.left,
      });
      expect(res.statusCode, res.body).toBe(200);
      const other = await send(waiter, n + 1, {
        items: [{ productId: dishes.kunefe.id, quantity: 3 }],
        holdCourses: [],
      });
      const [from] = other.json().data.orders as { id: string; items: { id: string }[] }[];
      const moved = await call('POST', `/orders/${from!.id}/lines/move`, {
        toTableId: DEMO_TABLE_IDS.bogaz[n],
        lines: [{ itemId: from!.items[0]!.id, quantity: 1, expectedQuantity: 3 }],
      });
      // The table has no open bill left: the units stay where they were.
      expect([moved.statusCode, moved.json().error]).toEqual([409, 'NO_OPEN_BILL']);
      expect(await billOf(order!.id)).toEqual(closed);
    });
  }
});
