import { businessToday } from '@masa/core/reports/report-days';
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { orders as ordersTable, staffAccounts } from '../../src/db/schema/index.ts';
import { DEMO_APPROVAL_PINS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { serveOrder } from '../serve-order.ts';
import { createStaffOrderApp } from '../staff-orders/staff-order-fixture.ts';

// Issue 32 item 4 (ADR 076): a served table that leaves without paying is closed as "Ödenmedi"
// with who and why; not a cancellation. Paid units stay paid, the order leaves the board and
// the floor, the table can be cleared and the report keeps the loss apart.
const ctx = await createStaffOrderApp();
const { app, db, send, dishes } = ctx;
const owner = await ctx.staffHeaders('bogaz');
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const kitchen = await ctx.staffHeaders('bogaz', 'kitchen');
const ege = await ctx.staffHeaders('ege');
const staffRows = await db.select().from(staffAccounts);
const manager = staffRows.find((row) => row.email === 'manager@bogaz.masa.app')!;

type Line = { id: string; name: string; quantity: number; lineTotal: number };
type Sent = { id: string; orderNumber: number; total: number; items: Line[] };
type Bill = { total: number; left: number; paid: number };

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: object, payload?: object) =>
  app.inject({ method, url: `/api/staff${url}`, headers: who as Record<string, string>, payload });
const table = (n: number) => DEMO_TABLE_IDS.bogaz[n]!;
const sendServed = async (n: number) => {
  const res = await send(waiter, n, {
    personCount: 2,
    items: [
      { productId: dishes.soda.id, quantity: 2 },
      { productId: dishes.corba.id, quantity: 2 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const orders = (res.json().data as { orders: Sent[] }).orders;
  for (const order of orders) await serveOrder(app, owner, order.id, { from: 'received' });
  return orders;
};
const billOf = async (orderId: string) =>
  ((await call('GET', `/orders/${orderId}`, owner)).json().data as { bill: Bill }).bill;
const walkTable = (n: number, who: object, body: object) =>
  call('POST', `/tables/${table(n)}/walkout`, who, body);

describe('a walk-out ("Ödenmedi")', () => {
  it('closes a partly paid table with what is left: paid units stay paid, the board and the floor let it go, the table clears', async () => {
    const [drinks, soup] = await sendServed(8);
    // One of the two sodas is paid before the party leaves.
    const soda = drinks!.items[0]!;
    const paid = await call('POST', `/orders/${drinks!.id}/payments`, owner, {
      method: 'cash',
      items: [{ itemId: soda.id, quantity: 1 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const left = (await billOf(drinks!.id)).left + (await billOf(soup!.id)).left;
    expect(left).toBe(drinks!.total + soup!.total - soda.lineTotal / 2);

    // A stale screen: the amount it showed is not the bill's.
    const stale = await walkTable(8, owner, { reason: 'Ödemeden ayrıldı', expectedLeft: left + 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'AMOUNT_CHANGED', left });

    const res = await walkTable(8, owner, { reason: 'Ödemeden ayrıldı', expectedLeft: left });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '2 sipariş ödenmedi olarak kapatıldı',
      data: { left, approvedBy: null },
    });
    expect(new Set(res.json().data.orderIds)).toEqual(new Set([drinks!.id, soup!.id]));

    // Not a cancellation: the sold lines and the paid soda stay as they were.
    const after = (await call('GET', `/orders/${drinks!.id}`, owner)).json().data;
    expect(after).toMatchObject({ isCancelled: false, walkedOutAt: expect.any(String) });
    expect(after.bill).toMatchObject({
      paid: soda.lineTotal / 2,
      left: drinks!.total - soda.lineTotal / 2,
    });

    const board = await call('GET', `/orders?active=true&tableId=${table(8)}`, kitchen);
    expect(board.json().data).toEqual([]);
    const floor = (await call('GET', '/floor', owner)).json().data as {
      id: string;
      openOrders: unknown[];
    }[];
    expect(floor.find((row) => row.id === table(8))?.openOrders).toEqual([]);
    const cleared = await call('POST', `/tables/${table(8)}/clear`, owner);
    expect(cleared.statusCode, cleared.body).toBe(200);

    // A closed order takes no payment and no second walk-out.
    const late = await call('POST', `/orders/${soup!.id}/payments`, owner, { method: 'cash' });
    expect(late.statusCode, late.body).toBe(409);
    const again = await call('POST', `/orders/${soup!.id}/walkout`, owner, {
      reason: 'x',
      expectedLeft: soup!.total,
    });
    expect(again.json()).toMatchObject({ error: 'ORDER_CLOSED' });

    // The report keeps the loss apart: not in gross (only the paid soda), not a cancellation.
    const today = businessToday();
    const report = (await call('GET', `/reports/summary?from=${today}&to=${today}`, owner)).json()
      .data;
    expect(report.walkOuts).toMatchObject({ orders: 2, amount: left });
    const vat = report.walkOuts.vat as { base: number; vat: number }[];
    // Boğaziçi's prices include VAT: the bases priced at each rate add up to the loss.
    expect(vat.reduce((sum, row) => sum + row.base, 0)).toBe(left);
    expect(vat.every((row) => row.vat > 0)).toBe(true);
    expect(report.cancellations).toMatchObject({ orders: 0, lines: 0 });
    expect(report.gross).toBe(soda.lineTotal / 2);

    const audit = (await call('GET', '/audit?limit=5', owner)).json().data as {
      action: string;
      details: Record<string, unknown>;
    }[];
    const walkedOut = audit.filter((event) => event.action === 'order.walked_out');
    expect(walkedOut.map((event) => event.details)).toEqual(
      expect.arrayContaining([
        {
          orderNumber: drinks!.orderNumber,
          left: drinks!.total - soda.lineTotal / 2,
          reason: 'Ödemeden ayrıldı',
          approvedBy: null,
        },
        {
          orderNumber: soup!.orderNumber,
          left: soup!.total,
          reason: 'Ödemeden ayrıldı',
          approvedBy: null,
        },
      ]),
    );
    expect(walkedOut).toHaveLength(2);
  });

  it('closes only what is unpaid: a paid order still in the kitchen is left alone, served or not', async () => {
    const res = await send(waiter, 5, {
      items: [
        { productId: dishes.soda.id, quantity: 2 },
        { productId: dishes.corba.id, quantity: 1 },
      ],
      holdCourses: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [drinks, soup] = (res.json().data as { orders: Sent[] }).orders;
    await serveOrder(app, owner, drinks!.id, { from: 'received' });
    // The soup is paid at the counter while the kitchen still makes it; the sodas are not.
    const paid = await call('POST', `/orders/${soup!.id}/payments`, owner, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);

    const walked = await walkTable(5, owner, {
      reason: 'Ödemeden ayrıldı',
      expectedLeft: drinks!.total,
    });
    expect(walked.statusCode, walked.body).toBe(200);
    expect(walked.json()).toMatchObject({
      message: 'Sipariş ödenmedi olarak kapatıldı',
      data: { orderIds: [drinks!.id], left: drinks!.total },
    });
    const kept = (await call('GET', `/orders/${soup!.id}`, owner)).json().data;
    expect(kept).toMatchObject({ walkedOutAt: null, status: 'received' });
    expect(kept.bill).toMatchObject({ paid: soup!.total, left: 0 });
    const board = await call('GET', `/orders?active=true&tableId=${table(5)}`, kitchen);
    expect((board.json().data as { id: string }[]).map((order) => order.id)).toEqual([soup!.id]);
  });

  it('needs a manager: a waiter is asked for approval and goes on with a manager’s PIN', async () => {
    const [drinks] = await sendServed(9);
    const left = (await billOf(drinks!.id)).left;
    const body = { reason: 'Ödemeden ayrıldı', expectedLeft: left };
    const alone = await call('POST', `/orders/${drinks!.id}/walkout`, waiter, body);
    expect(alone.statusCode, alone.body).toBe(403);
    expect(alone.json()).toMatchObject({ error: 'APPROVAL_REQUIRED' });
    const wrong = await call('POST', `/orders/${drinks!.id}/walkout`, waiter, {
      ...body,
      approval: { staffId: manager.id, pin: '0000' },
    });
    expect(wrong.json()).toMatchObject({ error: 'APPROVAL_REFUSED' });
    const approved = await call('POST', `/orders/${drinks!.id}/walkout`, waiter, {
      ...body,
      approval: { staffId: manager.id, pin: DEMO_APPROVAL_PINS.manager },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ approvedBy: manager.name, left });
    const refused = await call('POST', `/orders/${drinks!.id}/walkout`, kitchen, body);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a paid order, an order not served, another business’s order, and no reason', async () => {
    const [drinks, soup] = await sendServed(4);
    const full = await call('POST', `/orders/${drinks!.id}/payments`, owner, { method: 'cash' });
    expect(full.statusCode, full.body).toBe(201);
    const paid = await call('POST', `/orders/${drinks!.id}/walkout`, owner, {
      reason: 'Ödemeden ayrıldı',
      expectedLeft: 0,
    });
    expect(paid.statusCode, paid.body).toBe(409);
    expect(paid.json()).toMatchObject({ error: 'ORDER_PAID' });

    const fresh = await send(waiter, 2, { items: [{ productId: dishes.corba.id, quantity: 1 }] });
    const unserved = (fresh.json().data as { orders: Sent[] }).orders[0]!;
    const notServed = await call('POST', `/orders/${unserved.id}/walkout`, owner, {
      reason: 'Ödemeden ayrıldı',
      expectedLeft: unserved.total,
    });
    expect(notServed.statusCode).toBe(409);
    expect(notServed.json()).toMatchObject({
      error: 'ORDER_NOT_SERVED',
      message: `#${unserved.orderNumber} servis edilmedi: yalnızca servis edilmiş siparişler kapatılabilir`,
    });

    const other = await call('POST', `/orders/${soup!.id}/walkout`, ege, {
      reason: 'Ödemeden ayrıldı',
      expectedLeft: soup!.total,
    });
    expect(other.statusCode).toBe(404);
    const otherTable = await walkTable(4, ege, { reason: 'x', expectedLeft: soup!.total });
    expect(otherTable.statusCode).toBe(404);
    const noReason = await call('POST', `/orders/${soup!.id}/walkout`, owner, {
      reason: '  ',
      expectedLeft: soup!.total,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Bir sebep seçin ya da yazın');
    expect((await billOf(soup!.id)).left).toBe(soup!.total);
  });

  it("takes the reason from the business's walk-out list, plus typed text; another business's or kind's reason is 400", async () => {
    type Reason = { id: string; kind: string; label: string };
    const reasons = async (who: object) =>
      (await call('GET', '/corrections/reasons', who)).json().data as Reason[];
    const ours = await reasons(owner);
    const walkout = ours.find((r) => r.kind === 'walkout')!;
    const aVoid = ours.find((r) => r.kind === 'void')!;
    const theirs = (await reasons(ege)).find((r) => r.kind === 'walkout')!;
    const orders = await sendServed(7);
    const left = (await Promise.all(orders.map((order) => billOf(order.id)))).reduce(
      (sum, bill) => sum + bill.left,
      0,
    );
    for (const reasonId of [theirs.id, aVoid.id]) {
      const refused = await walkTable(7, owner, { reasonId, expectedLeft: left });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'REASON_NOT_FOUND',
        message: 'Sebep bu işletmenin listesinde bulunamadı',
      });
    }
    expect((await billOf(orders[0]!.id)).left).toBeGreaterThan(0);

    const res = await walkTable(7, waiter, {
      reasonId: walkout.id,
      reason: ' iki kişi, bahçe kapısından ',
      expectedLeft: left,
      approval: { staffId: manager.id, pin: DEMO_APPROVAL_PINS.manager },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db
      .select()
      .from(ordersTable)
      .where(inArray(ordersTable.id, res.json().data.orderIds));
    expect(rows.map((row) => row.walkoutReason)).toEqual(
      orders.map(() => 'Ödemeden ayrıldı — iki kişi, bahçe kapısından'),
    );
  });
});

describe('a walk-out at the close of the day (ADR 076, ADR 077)', () => {
  it('no longer holds the close back, and the Z summary counts it apart', async () => {
    const opened = await call('POST', '/days', owner, { openingFloat: 0 });
    expect(opened.statusCode, opened.body).toBe(201);
    const orders = await sendServed(6);
    const left = (await Promise.all(orders.map((order) => billOf(order.id)))).reduce(
      (sum, bill) => sum + bill.left,
      0,
    );
    const name = (await call('GET', '/floor', owner))
      .json()
      .data.find((row: { id: string }) => row.id === table(6)).name as string;
    const unsettled = async () =>
      ((await call('GET', '/days/current', owner)).json().data.unsettled as { name: string }[]).map(
        (row) => row.name,
      );
    expect(await unsettled()).toContain(name);

    const res = await walkTable(6, owner, { reason: 'Ödemeden ayrıldı', expectedLeft: left });
    expect(res.statusCode, res.body).toBe(200);
    expect(await unsettled()).not.toContain(name);
    const day = (await call('GET', '/days/current', owner)).json().data.day;
    expect(day.summary.walkOuts).toEqual({ orders: orders.length, amount: left });
  });
});
