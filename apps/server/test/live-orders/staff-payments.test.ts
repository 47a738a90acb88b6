import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billRequests, payments, tableSessions } from '../../src/db/schema/index.ts';
import { createLiveApp, type OrderJson } from './live-fixture.ts';
import { eventually, socketClients } from './socket-helpers.ts';
import { serveOrder } from '../serve-order.ts';

const ctx = await createLiveApp();
const { app, db, headers } = ctx;
const staff = await ctx.staffHeaders('bogaz');
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

const pay = (orderId: string, payload: object, who = staff) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/payments`,
    headers: who,
    payload,
  });

/** An order of 1 Menemen and 2 Çay at a table session, and the diner's socket in its rooms. */
async function seatedOrder(table: number) {
  const order = await ctx.placeOrder(headers, { table });
  const session = await app.inject({
    method: 'POST',
    url: '/api/tables/sessions',
    headers,
    payload: { tableId: order.tableId, businessId: order.businessId, orderId: order.id },
  });
  expect(session.statusCode, session.body).toBe(201);
  const diner = await sockets.open(app, headers.authorization);
  await sockets.join(diner, 'join:order', { orderId: order.id });
  await sockets.join(diner, 'join:table', { tableId: order.tableId });
  return { order, diner, sessionId: session.json().data.id as string };
}

const line = (order: OrderJson, name: string) => order.items.find((i) => i.name === name)!;

describe('payments (staff)', () => {
  it('pays lines in parts; the last payment makes the served order paid and tells the diner', async () => {
    const { order, diner, sessionId } = await seatedOrder(2);
    // Served first: an order paid before it is served keeps its kitchen status (ADR 054).
    await serveOrder(app, staff, order.id);
    const paymentChanged = sockets.record<{ isPaid: boolean; paymentStatus: string }>(
      diner,
      'order:payment:changed',
    );
    const completed = sockets.record<{ orderId: string; isPaid: boolean }>(
      diner,
      'payment:completed',
    );
    const statuses = sockets.record<{ status: string }>(diner, 'order:status:changed');
    const sessions = sockets.record<{ sessionId: string; status: string }>(
      diner,
      'session:updated',
    );

    const first = await pay(order.id, {
      items: [{ itemId: line(order, 'Çay').id, quantity: 1 }],
      method: 'cash',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Ödeme kaydedildi', data: { fullyPaid: false } });
    expect(first.json().data.order).toMatchObject({
      paymentStatus: 'partially_paid',
      isPaid: false,
    });
    expect(line(first.json().data.order, 'Çay')).toMatchObject({ paidQuantity: 1, isPaid: false });
    await eventually(() =>
      expect(paymentChanged).toEqual([
        expect.objectContaining({ isPaid: false, paymentStatus: 'partially_paid' }),
      ]),
    );

    const over = await pay(order.id, {
      items: [{ itemId: line(order, 'Çay').id, quantity: 2 }],
      method: 'cash',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Çay için en fazla 1 adet ödenebilir');

    const beforeLast = Date.now();
    const rest = await pay(order.id, { method: 'credit_card', tip: 20_00 });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({
      message: 'Ödeme tamamlandı, sipariş kapatıldı',
      data: { fullyPaid: true },
    });
    expect(rest.json().data.order).toMatchObject({
      isPaid: true,
      paymentStatus: 'paid',
      status: 'paid',
      canEdit: false,
    });
    await eventually(() => {
      expect(completed).toEqual([expect.objectContaining({ orderId: order.id, isPaid: true })]);
      expect(statuses.map((s) => s.status)).toContain('paid');
    });
    // The sitting goes on after the bill is paid: its idle time starts (ADR 042).
    expect(sessions).not.toContainEqual(expect.objectContaining({ sessionId, status: 'closed' }));
    // The payments, the service charge among them, add up to the order's total; tips apart.
    const [sum] = await db
      .select({
        amount: sql<number>`sum(${payments.amount})::int`,
        tip: sql<number>`sum(${payments.tipAmount})::int`,
      })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(sum).toEqual({ amount: order.total, tip: 20_00 });
    const [session] = await db.select().from(tableSessions).where(eq(tableSessions.id, sessionId));
    expect(session!.status).toBe('active');
    expect(session!.lastActivityAt.getTime()).toBeGreaterThanOrEqual(beforeLast);
    expect((await pay(order.id, { method: 'cash' })).statusCode).toBe(409);
  });

  it('lets one of two simultaneous payments of the last unit through', async () => {
    const order = await ctx.placeOrder(headers, { table: 3 });
    const unit = { items: [{ itemId: line(order, 'Menemen').id, quantity: 1 }], method: 'cash' };
    const answers = await Promise.all([pay(order.id, unit), pay(order.id, unit)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('keeps the kitchen and other businesses out of the till', async () => {
    const order = await ctx.placeOrder(headers, { table: 4 });
    expect(
      (await pay(order.id, { method: 'cash' }, await ctx.staffHeaders('bogaz', 'kitchen')))
        .statusCode,
    ).toBe(403);
    expect(
      (await pay(order.id, { method: 'cash' }, await ctx.staffHeaders('ege'))).statusCode,
    ).toBe(404);
    expect((await pay(order.id, { method: 'bitcoin' })).statusCode).toBe(400);
  });

  it('completes a bill request with the payment and lists it for staff', async () => {
    const order = await ctx.placeOrder(headers, { table: 5 });
    const [bill] = await db
      .insert(billRequests)
      .values({
        orderId: order.id,
        businessId: order.businessId,
        tableId: order.tableId,
        userId: ctx.userId,
        paymentMethod: 'credit_card',
        amount: order.total,
      })
      .returning();
    const listed = await app.inject({
      method: 'GET',
      url: '/api/staff/bill-requests?status=pending',
      headers: staff,
    });
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ id: bill!.id, orderNumber: order.orderNumber }),
    );
    const ack = await app.inject({
      method: 'PATCH',
      url: `/api/staff/bill-requests/${bill!.id}`,
      headers: staff,
      payload: { status: 'acknowledged' },
    });
    expect(ack.json().data.status).toBe('acknowledged');
    expect(
      (await pay(order.id, { method: 'credit_card', billRequestId: bill!.id })).json().data
        .fullyPaid,
    ).toBe(true);
    const [done] = await db.select().from(billRequests).where(eq(billRequests.id, bill!.id));
    expect(done!.status).toBe('completed');
  });
});

describe('one payment, what it paid and its own tip (ADR 027)', () => {
  type Bill = {
    total: number;
    paid: number;
    tips: number;
    left: number;
    charges: { id: string; name: string; amount: number; paid: boolean }[];
    payments: { amount: number; tip: number; lines: object[]; charges: string[] }[];
  };
  it('pays chosen units with a charge, then an approved split with its tip, then the rest', async () => {
    const order = await ctx.placeOrder(headers, { table: 6 });
    const kuver = (order as unknown as { bill: Bill }).bill.charges[0]!;
    expect(kuver).toMatchObject({ name: 'Kuver', paid: false });
    const menemen = line(order, 'Menemen');

    const first = await pay(order.id, {
      items: [{ itemId: menemen.id, quantity: 1 }],
      charges: [kuver.id],
      method: 'cash',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.payment).toMatchObject({
      amount: menemen.lineTotal + kuver.amount,
      tipAmount: 0,
      lines: [{ lineId: menemen.id, quantity: 1 }],
      charges: [kuver.id],
    });
    const again = await pay(order.id, { charges: [kuver.id], method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Kuver zaten ödendi');
    const other = await ctx.placeOrder(headers, { table: 7 });
    const foreign = (other as unknown as { bill: Bill }).bill.charges[0]!.id;
    const wrong = await pay(order.id, { charges: [foreign], method: 'cash' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Ücret bu siparişe ait değil');

    // A diner's split of one Çay with 10 %: paid only once the business approved it.
    const cay = line(order, 'Çay');
    const asked = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/request-bill`,
      headers,
      payload: {
        isSplitBill: true,
        paymentMethod: 'credit_card',
        tipPercentage: 10,
        selectedItems: { [cay.id]: 1 },
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const split = asked.json().data;
    const early = await pay(order.id, { method: 'credit_card', splitBillRequestId: split.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Hesap bölme isteği onaylanmadan ödemesi alınamaz');
    const decided = await app.inject({
      method: 'PATCH',
      url: `/api/staff/split-requests/${split.id}`,
      headers: staff,
      payload: { status: 'approved' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // A split's payment pays the split alone: units chosen besides it are refused, not ignored.
    const mixed = await pay(order.id, {
      method: 'credit_card',
      splitBillRequestId: split.id,
      items: [{ itemId: cay.id, quantity: 1 }],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      error: 'SPLIT_PAYMENT_WITH_SELECTION',
      message:
        'Hesap bölme isteğinin ödemesi yalnızca o isteğin seçtiklerini öder; ayrıca ürün, ücret veya pay seçilemez',
    });
    // The rest of the bill leaves the approved split's Çay to its payer.
    const splitPaid = await pay(order.id, { method: 'credit_card', splitBillRequestId: split.id });
    expect(splitPaid.statusCode, splitPaid.body).toBe(201);
    expect(splitPaid.json().data.payment).toMatchObject({
      amount: split.amount,
      tipAmount: split.tip,
      lines: [{ lineId: cay.id, quantity: 1 }],
    });
    expect(split.tip).toBe(Math.round(cay.lineTotal / 2 / 10));
    expect(
      (await pay(order.id, { method: 'cash', splitBillRequestId: split.id })).json().message,
    ).toMatch(/^Bu hesap bölme isteğinin ödemesi zaten alındı\. Son ödemeyi Mehmet Kaya kaydetti/);

    const rest = await pay(order.id, { method: 'sodexo', tip: 5_00 });
    expect(rest.json().data).toMatchObject({ fullyPaid: true });
    const bill: Bill = rest.json().data.bill;
    expect(bill).toMatchObject({ paid: bill.total, left: 0, tips: split.tip + 5_00 });
    expect(bill.payments.map((p) => p.tip)).toEqual([0, split.tip, 5_00]);
    expect(rest.json().data.order).toMatchObject({ tip: split.tip + 5_00, total: bill.total });
    expect((await pay(order.id, { method: 'cash' })).statusCode).toBe(409);
  });
});

describe('a bill request asked before a split (review of ADR 027)', () => {
  it('tips the rest on what the rest pays, once, and refuses an amount the screen did not show', async () => {
    const order = await ctx.placeOrder(headers, { table: 8 });
    const menemen = line(order, 'Menemen');
    const cay = line(order, 'Çay');
    const asked = async (payload: object) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/request-bill`,
        headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    // The whole bill with 10 %, then a friend's split of one Çay with 10 %, paid first.
    const bill = await asked({ tipPercentage: 10, paymentMethod: 'cash' });
    expect(bill.tip).toBe(Math.round((menemen.lineTotal + cay.lineTotal) / 10));
    const split = await asked({
      isSplitBill: true,
      paymentMethod: 'credit_card',
      tipPercentage: 10,
      selectedItems: { [cay.id]: 1 },
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/staff/split-requests/${split.id}`,
      headers: staff,
      payload: { status: 'approved' },
    });
    expect(
      (await pay(order.id, { method: 'credit_card', splitBillRequestId: split.id })).statusCode,
    ).toBe(201);

    // The screen showed the whole order; the split came first: refused, nothing written.
    const stale = await pay(order.id, {
      method: 'cash',
      billRequestId: bill.id,
      expectedAmount: order.total,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Hesap değişti: bu ödemenin tutarı artık ₺/);

    // The rest, Menemen and one Çay and the kuver: its tip is 10 % of Menemen and one Çay.
    const restItems = menemen.lineTotal + cay.lineTotal / 2;
    const rest = await pay(order.id, { method: 'cash', billRequestId: bill.id });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.payment.tipAmount).toBe(Math.round(restItems / 10));
    expect(rest.json().data.bill).toMatchObject({
      left: 0,
      tips: split.tip + Math.round(restItems / 10),
    });
  });
});

describe('events to staff', () => {
  it('tells the staff room about a new order, a waiter call and a message', async () => {
    const staffSocket = await sockets.open(app, staff.authorization);
    const created = sockets.record<{ orderId: string }>(staffSocket, 'order:created');
    const notices = sockets.record<{ kind: string; orderId: string }>(staffSocket, 'staff:notice');
    const order = await ctx.placeOrder(headers, { table: 7 });
    await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/waiter/call`,
      headers,
      payload: {},
    });
    await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/messages`,
      headers,
      payload: { message: 'Su alabilir miyiz?' },
    });
    await eventually(() => {
      expect(created).toContainEqual(expect.objectContaining({ orderId: order.id }));
      expect(notices.map((n) => [n.kind, n.orderId])).toEqual([
        ['waiter_call', order.id],
        ['message', order.id],
      ]);
    });
  });
});
