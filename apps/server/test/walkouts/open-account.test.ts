import { addDays, businessToday, reportInstants } from '@masa/core/reports/report-days';
import { BUSINESS_TIME_ZONE } from '@masa/core/time/zoned-time';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders as ordersTable, payments } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { accountOrdersPaidIn } from '../../src/domain/reports/load-unpaid-closures.ts';
import { serveOrder } from '../serve-order.ts';
import { createStaffOrderApp } from '../staff-orders/staff-order-fixture.ts';

// Issue 32 item 4 (ADR 076): instead of paying, a served table's rest goes on a named
// customer's open account (veresiye) and is settled later with a normal payment, which the
// report counts on the day it is paid; "veresiyeye aktarılan" and "veresiye tahsilatı" apart.
const ctx = await createStaffOrderApp();
const { app, db, send, dishes } = ctx;
const owner = await ctx.staffHeaders('bogaz');
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const ege = await ctx.staffHeaders('ege');

type Sent = { id: string; total: number };
type Account = {
  id: string;
  customerName: string;
  owed: number;
  settledAt: string | null;
  orders: { left: number }[];
};
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: object, payload?: object) =>
  app.inject({ method, url: `/api/staff${url}`, headers: who as Record<string, string>, payload });
const table = (n: number) => DEMO_TABLE_IDS.bogaz[n]!;
const sendServed = async (n: number) => {
  const res = await send(waiter, n, {
    items: [
      { productId: dishes.soda.id, quantity: 1 },
      { productId: dishes.hunkar.id, quantity: 1 },
    ],
    holdCourses: [],
  });
  expect(res.statusCode, res.body).toBe(201);
  const orders = (res.json().data as { orders: Sent[] }).orders;
  for (const order of orders) await serveOrder(app, owner, order.id, { from: 'received' });
  return { orders, left: orders.reduce((sum, order) => sum + order.total, 0) };
};
const toAccount = (n: number, who: object, body: object) =>
  call('POST', `/tables/${table(n)}/open-account`, who, body);
const accounts = async () => (await call('GET', '/open-accounts', owner)).json().data as Account[];

describe('veresiye: an open account', () => {
  it('takes a table’s bill for Ahmet Yılmaz, clears the table, and is settled in cash later', async () => {
    const first = await sendServed(0);
    const noName = await toAccount(0, owner, { customerName: ' ', expectedLeft: first.left });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Müşterinin adını yazın (en fazla 100 karakter)');
    const alone = await toAccount(0, waiter, {
      customerName: 'Ahmet Yılmaz',
      expectedLeft: first.left,
    });
    expect(alone.json()).toMatchObject({ error: 'APPROVAL_REQUIRED' });
    const stale = await toAccount(0, owner, { customerName: 'Ahmet Yılmaz', expectedLeft: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'AMOUNT_CHANGED', left: first.left });
    const other = await toAccount(0, ege, {
      customerName: 'Ahmet Yılmaz',
      expectedLeft: first.left,
    });
    expect(other.statusCode).toBe(404);

    const moved = await toAccount(0, owner, {
      customerName: 'Ahmet Yılmaz',
      phone: '0532 111 22 33',
      expectedLeft: first.left,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe('Hesap veresiyeye aktarıldı: Ahmet Yılmaz');
    const accountId = moved.json().data.accountId as string;
    const audit = (await call('GET', '/audit?limit=5', owner)).json().data as {
      action: string;
      details: { left: number; customer: string; approvedBy: string | null };
    }[];
    const onAccount = audit.filter((event) => event.action === 'order.on_account');
    expect(onAccount.map((event) => event.details)).toEqual(
      first.orders.map(() =>
        expect.objectContaining({ customer: 'Ahmet Yılmaz', approvedBy: null }),
      ),
    );
    expect(onAccount.reduce((sum, event) => sum + event.details.left, 0)).toBe(first.left);
    expect((await call('POST', `/tables/${table(0)}/clear`, owner)).statusCode).toBe(200);

    // Another evening: Ahmet's second table goes on the same account.
    const second = await sendServed(1);
    const foreign = await toAccount(1, owner, {
      accountId: 'a'.repeat(24),
      expectedLeft: second.left,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await toAccount(1, owner, { accountId, expectedLeft: second.left })).statusCode).toBe(
      200,
    );
    const [ahmet] = (await accounts()).filter((account) => account.id === accountId);
    expect(ahmet).toMatchObject({ customerName: 'Ahmet Yılmaz', owed: first.left + second.left });
    expect(ahmet!.orders).toHaveLength(4);
    expect((await call('GET', '/open-accounts', waiter)).statusCode).toBe(403);

    // He pays in cash: the normal payment path, counted today as gross and as settlement.
    for (const order of [...first.orders, ...second.orders]) {
      const paid = await call('POST', `/orders/${order.id}/payments`, owner, { method: 'cash' });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    expect((await accounts()).find((account) => account.id === accountId)?.owed).toBe(0);
    const today = businessToday();
    const report = (await call('GET', `/reports/summary?from=${today}&to=${today}`, owner)).json()
      .data;
    const owed = first.left + second.left;
    expect(report.openAccounts).toEqual({
      moved: { orders: 4, amount: owed },
      settled: { payments: 4, amount: owed },
    });
    expect(report.gross).toBe(owed);
    expect(report.walkOuts).toMatchObject({ orders: 0, amount: 0 });
  });

  it('is settled when its last kuruş is paid, even by two payments at once, and listed after the open ones; a settled account takes no new bill', async () => {
    const payAll = (orders: Sent[]) =>
      Promise.all(
        orders.map((order) =>
          call('POST', `/orders/${order.id}/payments`, owner, { method: 'cash' }),
        ),
      );
    const open = async (n: number, customerName: string) => {
      const sent = await sendServed(n);
      const res = await toAccount(n, owner, { customerName, expectedLeft: sent.left });
      expect(res.statusCode, res.body).toBe(200);
      return { ...sent, id: res.json().data.accountId as string };
    };
    const mehmet = await open(2, 'Mehmet Kaya');
    const ayse = await open(3, 'Ayşe Demir');
    const zeynep = await open(4, 'Zeynep Ak');
    const find = async (id: string) => (await accounts()).find((account) => account.id === id)!;

    // One of Mehmet's two orders paid: he still owes, the account stays open.
    for (const res of await payAll(mehmet.orders.slice(0, 1))) expect(res.statusCode).toBe(201);
    expect(await find(mehmet.id)).toMatchObject({ settledAt: null });
    for (const res of await payAll(mehmet.orders.slice(1))) expect(res.statusCode).toBe(201);
    const settled = await find(mehmet.id);
    expect(settled.owed).toBe(0);
    expect(Date.parse(settled.settledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Zeynep's two orders paid at the same moment: each waits for the account's lock.
    for (const res of await payAll(zeynep.orders)) expect(res.statusCode, res.body).toBe(201);
    expect((await find(zeynep.id)).settledAt).not.toBeNull();

    const ids = (await accounts()).map((account) => account.id);
    const ours = ids.filter((id) => [mehmet.id, ayse.id, zeynep.id].includes(id));
    expect(ours).toEqual([ayse.id, zeynep.id, mehmet.id]);

    const next = await sendServed(5);
    const refused = await toAccount(5, owner, { accountId: mehmet.id, expectedLeft: next.left });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'OPEN_ACCOUNT_SETTLED',
      message: 'Bu veresiye hesabı kapandı; müşteri için yeni hesap açın',
    });
    expect((await find(mehmet.id)).orders).toHaveLength(2);
  });

  it('reads for the report only the account orders paid in its range, with the same figures', async () => {
    const DAY = 86_400_000;
    const today = businessToday();
    const yesterday = addDays(today, -1);
    const summary = async (day: string) =>
      (await call('GET', `/reports/summary?from=${day}&to=${day}`, owner)).json().data.openAccounts
        .settled as { payments: number; amount: number };
    const before = { today: await summary(today), yesterday: await summary(yesterday) };
    const old = await sendServed(6);
    const owing = await sendServed(7);
    for (const [n, sent, customerName] of [
      [6, old, 'Eski Müşteri'],
      [7, owing, 'Borçlu Müşteri'],
    ] as const) {
      const res = await toAccount(n, owner, { customerName, expectedLeft: sent.left });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The old account was opened and paid yesterday: its times are taken back a day.
    const oldIds = old.orders.map((order) => order.id);
    for (const id of oldIds) {
      const paid = await call('POST', `/orders/${id}/payments`, owner, { method: 'cash' });
      expect(paid.statusCode, paid.body).toBe(201);
      const [row] = await db.select().from(payments).where(eq(payments.orderId, id));
      await db
        .update(payments)
        .set({ createdAt: new Date(row!.createdAt.getTime() - DAY) })
        .where(eq(payments.orderId, id));
      await db
        .update(ordersTable)
        .set({ openAccountAt: sql`${ordersTable.openAccountAt} - interval '1 day'` })
        .where(eq(ordersTable.id, id));
    }
    const range = (day: string) => ({
      db,
      businessId: DEMO_BUSINESS_IDS.bogaz,
      ...reportInstants(day, day, BUSINESS_TIME_ZONE),
    });
    const read = async (day: string) =>
      (await accountOrdersPaidIn(range(day))).map((row) => row.id);
    // Today's report reads neither the account paid yesterday nor the one that still owes.
    const todays = await read(today);
    for (const id of [...oldIds, ...owing.orders.map((order) => order.id)]) {
      expect(todays).not.toContain(id);
    }
    expect(await read(yesterday)).toEqual([...oldIds].sort());
    expect(await summary(today)).toEqual(before.today);
    expect(await summary(yesterday)).toEqual({
      payments: before.yesterday.payments + oldIds.length,
      amount: before.yesterday.amount + old.left,
    });
  });
});
