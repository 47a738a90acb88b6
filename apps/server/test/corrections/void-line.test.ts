import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, orderItems, staffAccounts } from '../../src/db/schema/index.ts';
import { DEMO_APPROVAL_PINS, DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';
import type { OrderJson } from '../live-orders/live-fixture.ts';

// Issue 32 §1 (ADR 073): a line, or some of its units, voided as not made or wasted, with a
// reason and the right to do it; paid units never; a stale screen gets 409.
const ctx = await createBackOfficeApp();
const { app, db, headers } = ctx;
const owner = await ctx.staffAs('bogaz', 'owner');
const waiter = await ctx.staffAs('bogaz', 'waiter');
const kitchen = await ctx.staffAs('bogaz', 'kitchen');
const egeOwner = await ctx.staffAs('ege', 'owner');
const [manager] = await db
  .select()
  .from(staffAccounts)
  .where(
    and(eq(staffAccounts.businessId, DEMO_BUSINESS_IDS.bogaz), eq(staffAccounts.role, 'manager')),
  );
const managerApproval = { staffId: manager!.id, pin: DEMO_APPROVAL_PINS.manager };
const [ownerRow] = await db
  .select()
  .from(staffAccounts)
  .where(
    and(eq(staffAccounts.businessId, DEMO_BUSINESS_IDS.bogaz), eq(staffAccounts.role, 'owner')),
  );

type Who = Record<string, string>;
const voidLine = (order: OrderJson, itemId: string, who: Who, body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${order.id}/items/${itemId}/void`,
    headers: who,
    payload: body,
  });
const setStatus = (order: OrderJson, itemId: string, status: string) =>
  db
    .update(orderItems)
    .set({ status: status as 'pending' })
    .where(eq(orderItems.id, itemId));
const rowsOf = (orderId: string) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
/** Çay is under the ₺100 limit a waiter corrects alone; Menemen (₺220) over it. */
const place = (quantity: number, table = 2, product = ctx.cay) =>
  ctx.placeOrder(headers, { table, items: [{ productId: product.id, quantity }] });
const pay = (order: OrderJson, who: Who, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${order.id}/payments`,
    headers: who,
    payload,
  });
const burnt = { reason: 'Yanık' };

describe('void a line', () => {
  it('voids 1 of 3 Çay as not made: the row splits and the bill drops by one', async () => {
    const order = await place(3);
    const line = order.items[0]!;
    const res = await voidLine(order, line.id, waiter, {
      kind: 'not_made',
      quantity: 1,
      expectedQuantity: 3,
      reason: 'Müşteri vazgeçti',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as OrderJson;
    expect(after.total).toBe(order.total - ctx.cay.price);
    const rows = await rowsOf(order.id);
    const kept = rows.find((r) => r.id === line.id)!;
    const voided = rows.find((r) => r.id !== line.id)!;
    expect(kept).toMatchObject({ quantity: 2, status: 'pending', voidedKind: null });
    expect(voided).toMatchObject({
      quantity: 1,
      status: 'cancelled',
      voidedKind: 'not_made',
      voidedReason: 'Müşteri vazgeçti',
      approvedByStaffId: null,
      name: 'Çay',
    });
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'item.voided'), eq(auditEvents.subjectId, voided.id)));
    expect(audit?.details).toMatchObject({
      quantity: 1,
      kind: 'not_made',
      amount: ctx.cay.price,
    });
  });

  it('refuses "not made" once the kitchen started, and voids it as wasted', async () => {
    const order = await place(1);
    const line = order.items[0]!;
    await setStatus(order, line.id, 'preparing');
    const body = { quantity: 1, expectedQuantity: 1, ...burnt };
    const refused = await voidLine(order, line.id, waiter, { kind: 'not_made', ...body });
    expect(refused.json()).toMatchObject({ error: 'KITCHEN_STARTED' });
    const done = await voidLine(order, line.id, waiter, { kind: 'wasted', ...body });
    expect(done.statusCode, done.body).toBe(200);
    expect((await rowsOf(order.id))[0]).toMatchObject({
      status: 'cancelled',
      voidedKind: 'wasted',
    });
  });

  it('answers a stale screen 409 with the quantity now, and a voided line 409', async () => {
    const order = await place(2);
    const line = order.items[0]!;
    const stale = await voidLine(order, line.id, waiter, {
      kind: 'wasted',
      quantity: 1,
      expectedQuantity: 3,
      ...burnt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'LINE_CHANGED', quantity: 2 });
    const all = { kind: 'wasted', quantity: 2, expectedQuantity: 2, ...burnt };
    expect((await voidLine(order, line.id, waiter, all)).statusCode).toBe(200);
    expect((await voidLine(order, line.id, waiter, all)).json()).toMatchObject({
      error: 'LINE_VOIDED',
    });
  });

  it('never voids a paid unit: of 2 with 1 paid, 1 may go, 2 are refused', async () => {
    const order = await place(2, 4);
    const line = order.items[0]!;
    const paid = await pay(order, owner, {
      method: 'cash',
      items: [{ itemId: line.id, quantity: 1 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const both = await voidLine(order, line.id, owner, {
      kind: 'wasted',
      quantity: 2,
      expectedQuantity: 2,
      ...burnt,
    });
    expect(both.statusCode).toBe(409);
    expect(both.json()).toMatchObject({ error: 'ITEM_PAID', unpaid: 1 });
    const one = await voidLine(order, line.id, owner, {
      kind: 'wasted',
      quantity: 1,
      expectedQuantity: 2,
      ...burnt,
    });
    expect(one.statusCode, one.body).toBe(200);
    const rows = await rowsOf(order.id);
    expect(rows.find((r) => r.id === line.id)).toMatchObject({ quantity: 1, paidQuantity: 1 });
    expect(one.json().data.total).toBe(order.total - ctx.cay.price);
  });

  it('asks a waiter for a manager over the limit and after delivery; records the approver', async () => {
    const order = await place(1, 5, ctx.menemen);
    const line = order.items[0]!;
    const body = { kind: 'not_made', quantity: 1, expectedQuantity: 1, reason: 'Yanlış masa' };
    const asked = await voidLine(order, line.id, waiter, body);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ error: 'APPROVAL_REQUIRED' });
    const wrong = await voidLine(order, line.id, waiter, {
      ...body,
      approval: { ...managerApproval, pin: '0000' },
    });
    expect(wrong.json()).toMatchObject({ error: 'APPROVAL_REFUSED', message: 'Onay PIN’i yanlış' });
    const approved = await voidLine(order, line.id, waiter, { ...body, approval: managerApproval });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await rowsOf(order.id))[0]).toMatchObject({ approvedByStaffId: manager!.id });

    const served = await place(1, 6);
    await setStatus(served, served.items[0]!.id, 'delivered');
    const cheap = { kind: 'wasted', quantity: 1, expectedQuantity: 1, ...burnt };
    expect((await voidLine(served, served.items[0]!.id, waiter, cheap)).json()).toMatchObject({
      error: 'APPROVAL_REQUIRED',
    });
    expect((await voidLine(served, served.items[0]!.id, owner, cheap)).statusCode).toBe(200);
  });

  it('counts wrong PINs per approver over HTTP: the sixth try is 429 with Retry-After', async () => {
    const order = await place(1, 7, ctx.menemen);
    const line = order.items[0]!;
    const body = {
      kind: 'not_made',
      quantity: 1,
      expectedQuantity: 1,
      reason: 'Deneme',
      approval: { ...managerApproval, pin: '1111' },
    };
    for (let i = 0; i < 5; i++)
      expect((await voidLine(order, line.id, waiter, body)).json()).toMatchObject({
        error: 'APPROVAL_REFUSED',
      });
    const blocked = await voidLine(order, line.id, waiter, { ...body, approval: managerApproval });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await rowsOf(order.id))[0]).toMatchObject({ status: 'pending', quantity: 1 });
  });

  it('refuses the kitchen, another business, no reason and a bad quantity', async () => {
    const order = await place(1, 8);
    const line = order.items[0]!;
    const body = { kind: 'wasted', quantity: 1, expectedQuantity: 1, ...burnt };
    expect((await voidLine(order, line.id, kitchen, body)).statusCode).toBe(403);
    expect((await voidLine(order, line.id, egeOwner, body)).statusCode).toBe(404);
    const noReason = await voidLine(order, line.id, owner, { ...body, reason: undefined });
    expect(noReason.json()).toMatchObject({ message: 'Bir sebep seçin ya da yazın' });
    expect((await voidLine(order, line.id, owner, { ...body, quantity: 0 })).statusCode).toBe(400);
    expect((await rowsOf(order.id))[0]).toMatchObject({ status: 'pending' });
  });

  it('asks a waiter for approval to cancel a whole order something of which was served', async () => {
    const order = await place(1, 9);
    await setStatus(order, order.items[0]!.id, 'delivered');
    const cancel = (approval?: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/staff/orders/${order.id}/status`,
        headers: waiter,
        payload: { status: 'cancelled', reason: 'Masa kalktı', ...(approval ? { approval } : {}) },
      });
    expect((await cancel()).json()).toMatchObject({ error: 'APPROVAL_REQUIRED' });
    const ownerApproval = { staffId: ownerRow!.id, pin: DEMO_APPROVAL_PINS.owner };
    expect((await cancel(ownerApproval)).statusCode).toBe(200);
  });
});

describe('a void and a payment of the same line at once', () => {
  it('lets one of them win: never a unit both paid and voided', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const order = await place(1, 1);
      const line = order.items[0]!;
      const [voided, paid] = await Promise.all([
        voidLine(order, line.id, owner, {
          kind: 'not_made',
          quantity: 1,
          expectedQuantity: 1,
          reason: 'Yarış',
        }),
        pay(order, waiter, { method: 'cash', expectedAmount: order.total }),
      ]);
      // The void wins (the payment's expected amount is stale) or the payment wins (the unit
      // is paid): never both.
      const outcome = `${voided.statusCode}/${paid.statusCode}`;
      expect(['200/409', '409/201'], `${voided.body} ${paid.body}`).toContain(outcome);
      const rows = await rowsOf(order.id);
      const bothPaidAndVoided = rows.filter((r) => r.status === 'cancelled' && r.paidQuantity > 0);
      expect(bothPaidAndVoided).toEqual([]);
      if (paid.statusCode === 201) expect(rows[0]).toMatchObject({ paidQuantity: 1 });
      else expect(rows[0]).toMatchObject({ paidQuantity: 0, status: 'cancelled' });
      outcomes.add(outcome);
    }
  });
});
