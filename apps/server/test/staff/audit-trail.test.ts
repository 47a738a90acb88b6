import { describe, expect, it } from 'vitest';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { moveOrder } from '../serve-order.ts';

// Issue 17 §7 (ADR 032): the owner reads who cancelled, took a payment, decided a split,
// changed a person, and when; nobody else reads it, and each business only its own.
const ctx = await createLiveApp();
const { app, headers } = ctx;
const owner = await ctx.staffHeaders('bogaz');
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const readAudit = async (who: Record<string, string>, query = '') =>
  app.inject({ url: `/api/staff/audit${query}`, headers: who });

describe('the audit trail', () => {
  it('records a payment, a cancelled line and order, and shows them newest first to the owner only', async () => {
    const paidOrder = await ctx.placeOrder(headers, { table: 1 });
    const pay = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${paidOrder.id}/payments`,
      headers: waiter,
      payload: { method: 'cash', tip: 5_00 },
    });
    expect(pay.statusCode, pay.body).toBe(201);

    const cancelled = await ctx.placeOrder(headers, { table: 2 });
    const cay = cancelled.items.find((item) => item.name === 'Çay')!;
    const line = await app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${cancelled.id}/items/${cay.id}/status`,
      headers: waiter,
      payload: { status: 'cancelled' },
    });
    expect(line.statusCode, line.body).toBe(200);
    await moveOrder(app, waiter, cancelled.id, { status: 'cancelled', reason: 'Mutfak kapandı' });

    const res = await readAudit(owner);
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().data as { action: string; details: Record<string, unknown> }[];
    expect(events.slice(0, 3)).toEqual([
      expect.objectContaining({
        action: 'order.cancelled',
        details: expect.objectContaining({
          orderNumber: cancelled.orderNumber,
          reason: 'Mutfak kapandı',
        }),
      }),
      expect.objectContaining({
        action: 'item.cancelled',
        details: expect.objectContaining({ item: 'Çay', quantity: 2 }),
      }),
      expect.objectContaining({
        action: 'payment.recorded',
        staffName: expect.any(String),
        details: expect.objectContaining({
          orderNumber: paidOrder.orderNumber,
          amount: paidOrder.total,
          tip: 5_00,
          method: 'cash',
        }),
      }),
    ]);
    // Paging back from the last event read.
    const older = await readAudit(
      owner,
      `?before=${encodeURIComponent((events[1] as unknown as { at: string }).at)}&limit=1`,
    );
    expect((older.json().data as { action: string }[]).map((e) => e.action)).toEqual([
      'payment.recorded',
    ]);

    expect((await readAudit(waiter)).statusCode).toBe(403);
    expect((await readAudit(await ctx.staffHeaders('bogaz', 'kitchen'))).statusCode).toBe(403);
    // Ege's owner reads Ege's trail: nothing of Boğaziçi's.
    expect((await readAudit(await ctx.staffHeaders('ege'))).json().data).toEqual([]);
    expect((await readAudit(owner, '?before=dün')).statusCode).toBe(400);
  });
});
