import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, staffAccounts } from '../../src/db/schema/index.ts';
import { DEMO_APPROVAL_PINS, DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';
import type { OrderJson } from '../live-orders/live-fixture.ts';

// Issue 32 §1 (ADR 073): an ikram keeps the dish on the bill at ₺0, its VAT with it, and the
// report counts its menu value apart.
const ctx = await createBackOfficeApp();
const { app, db, headers } = ctx;
const owner = await ctx.staffAs('bogaz', 'owner');
const waiter = await ctx.staffAs('bogaz', 'waiter');
const [manager] = await db
  .select()
  .from(staffAccounts)
  .where(
    and(eq(staffAccounts.businessId, DEMO_BUSINESS_IDS.bogaz), eq(staffAccounts.role, 'manager')),
  );

const ikram = (order: OrderJson, itemId: string, who: Record<string, string>, body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${order.id}/items/${itemId}/ikram`,
    headers: who,
    payload: body,
  });

describe('ikram a line', () => {
  it('gives 1 of 2 Çay: the row splits, the bill drops by one Çay and its VAT, no discount', async () => {
    const order = await ctx.placeOrder(headers, {
      table: 2,
      items: [{ productId: ctx.cay.id, quantity: 2 }],
    });
    const line = order.items[0]!;
    const res = await ikram(order, line.id, waiter, {
      quantity: 1,
      expectedQuantity: 2,
      reason: 'Müdavim',
    });
    expect(res.statusCode, res.body).toBe(200);
    type Line = OrderJson['items'][number] & {
      ikram: boolean;
      originalPrice: number;
      vatAmount: number;
      price: number;
    };
    const after = res.json().data as Omit<OrderJson, 'items'> & { items: Line[] };
    expect(after.total).toBe(order.total - ctx.cay.price);
    const gift = after.items.find((i) => i.ikram)!;
    expect(gift).toMatchObject({ quantity: 1, price: 0, lineTotal: 0, vatAmount: 0 });
    expect(gift.originalPrice).toBe(ctx.cay.price);
    expect(after.items.find((i) => !i.ikram)).toMatchObject({ quantity: 1 });
    // The diner's bill: the line stays, at 0, and the ikram is no discount.
    const bill = await app.inject({
      url: `/api/staff/orders/${order.id}`,
      headers: owner,
    });
    expect(bill.json().data.total).toBe(after.total);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
      new Date(),
    );
    const report = await app.inject({
      url: `/api/staff/reports/summary?from=${today}&to=${today}`,
      headers: owner,
    });
    expect(report.json().data.corrections.ikram).toEqual({
      lines: 1,
      units: 1,
      amount: ctx.cay.price,
    });
  });

  it('asks a waiter for a manager over the limit; the PIN approves it and is recorded', async () => {
    const order = await ctx.placeOrder(headers, {
      table: 3,
      items: [{ productId: ctx.menemen.id, quantity: 1 }],
    });
    const line = order.items[0]!;
    const body = { quantity: 1, expectedQuantity: 1, reason: 'Doğum günü' };
    expect((await ikram(order, line.id, waiter, body)).json()).toMatchObject({
      error: 'APPROVAL_REQUIRED',
    });
    const approval = { staffId: manager!.id, pin: DEMO_APPROVAL_PINS.manager };
    const ok = await ikram(order, line.id, waiter, { ...body, approval });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await db.select().from(orderItems).where(eq(orderItems.id, line.id));
    expect(row).toMatchObject({
      unitPrice: 0,
      ikramReason: 'Doğum günü',
      approvedByStaffId: manager!.id,
    });
    expect((await ikram(order, line.id, owner, body)).json()).toMatchObject({
      error: 'LINE_IKRAM',
    });
  });
});
