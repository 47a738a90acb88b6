import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, waiterCalls } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from './live-fixture.ts';

const ctx = await createLiveApp();
const { app, db, headers } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const staff = await ctx.staffHeaders('bogaz');

const callWaiter = (id: string, path = `/api/orders/${id}/waiter/call`, extra = {}) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, ...extra },
    payload: {
      businessId: bogaz,
      reason: 'general_assistance',
      timestamp: new Date().toISOString(),
    },
  });
const message = (orderId: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderId}/messages`, headers, payload });

describe('waiter call (001 §4, §7)', () => {
  it('records the call, then refuses another within 30 s on any alias', async () => {
    const order = await ctx.placeOrder(headers, { table: 0 });
    const first = await callWaiter(order.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Garson çağrı talebiniz alındı. En kısa sürede masanıza gelinecek.',
      data: {
        orderId: order.id,
        waiterCalled: true,
        status: 'pending',
        reason: 'general_assistance',
      },
    });
    expect(first.json().data.callTime).toEqual(first.json().data.createdAt);

    for (const path of [
      `/api/orders/${order.id}/waiter/call`,
      `/api/orders/${order.id}/call`,
      `/api/tables/call-waiter/${order.id}`,
      `/api/waiters/call/${order.tableId}`,
    ]) {
      const again = await callWaiter(order.id, path);
      expect(again.statusCode, path).toBe(429);
      expect(again.json()).toMatchObject({ message: 'Garson zaten çağrıldı, lütfen bekleyin.' });
      expect(again.json().retryAfterSeconds).toBeGreaterThan(25);
      expect(Number(again.headers['retry-after'])).toBe(again.json().retryAfterSeconds);
    }
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.waiterCalled).toBe(true);

    // 31 seconds later the diner may call again.
    await db
      .update(waiterCalls)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(waiterCalls.orderId, order.id));
    expect((await callWaiter(order.id, `/api/orders/${order.id}/call`)).statusCode).toBe(201);
  });

  it('records one call for a double tap, and replays a repeated Idempotency-Key', async () => {
    const order = await ctx.placeOrder(headers, { table: 1 });
    const [a, b] = await Promise.all([callWaiter(order.id), callWaiter(order.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 429]);

    const other = await ctx.placeOrder(headers, { table: 2 });
    const key = { 'idempotency-key': `waiter-${other.id}` };
    const once = await callWaiter(other.id, undefined, key);
    const twice = await callWaiter(other.id, `/api/waiters/call/${other.id}`, key);
    expect(once.statusCode).toBe(201);
    expect(twice.statusCode).toBe(201);
    expect(twice.headers['idempotent-replayed']).toBe('true');
    expect(twice.json().data.id).toBe(once.json().data.id);
    const calls = await db.select().from(waiterCalls).where(eq(waiterCalls.orderId, other.id));
    expect(calls).toHaveLength(1);
  });

  it('staff see, acknowledge and resolve the call; the order is no longer waiting', async () => {
    const order = await ctx.placeOrder(headers, { table: 5 });
    const call = (await callWaiter(order.id)).json().data;
    const list = await app.inject({
      method: 'GET',
      url: '/api/staff/waiter-calls?status=pending',
      headers: staff,
    });
    expect(list.json().data.map((c: { id: string }) => c.id)).toContain(call.id);
    const patch = (status: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/staff/waiter-calls/${call.id}`,
        headers: staff,
        payload: { status },
      });
    expect((await patch('acknowledged')).json().data.status).toBe('acknowledged');
    const resolved = await patch('resolved');
    expect(resolved.json().data).toMatchObject({ status: 'resolved', waiterCalled: false });
    expect((await patch('acknowledged')).statusCode).toBe(409);
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.waiterCalled).toBe(false);
    const foreign = await app.inject({
      method: 'PATCH',
      url: `/api/staff/waiter-calls/${call.id}`,
      headers: await ctx.staffHeaders('ege'),
      payload: { status: 'resolved' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('messages to the business (001 §2, §5)', () => {
  it('refuses an empty, a 201-character and an unknown-type message with the spec texts', async () => {
    const order = await ctx.placeOrder(headers, { table: 6 });
    const blank = await message(order.id, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Lütfen bir mesaj yazın');
    const long = await message(order.id, { message: 'a'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Mesaj 200 karakterden uzun olamaz');
    const type = await message(order.id, { message: 'Merhaba', messageType: 'praise' });
    expect(type.statusCode).toBe(400);
    const exact = await message(order.id, { message: `  ${'b'.repeat(200)}  ` });
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json().data.message).toBe('b'.repeat(200));
  });

  it('sends a typed message, shows it to staff, and threads the answer back', async () => {
    const order = await ctx.placeOrder(headers, { table: 7 });
    const sent = await message(order.id, {
      message: 'Siparişimiz ne durumda?',
      messageType: 'status_request',
      sentBy: { userId: 'someone-else', name: 'Deniz' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      message: 'Mesajınız işletmeye iletildi',
      data: {
        messageType: 'status_request',
        messageTypeLabel: 'Durum Sorgusu',
        senderType: 'customer',
        sentBy: { userId: ctx.userId, name: 'Deniz' },
      },
    });
    const inbox = await app.inject({
      method: 'GET',
      url: '/api/staff/messages?unanswered=true',
      headers: staff,
    });
    expect(inbox.json().data.map((m: { orderId: string }) => m.orderId)).toContain(order.id);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/messages`,
      headers: staff,
      payload: { message: 'Hazırlanıyor, 5 dakikaya masanızda.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const thread = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/messages`,
      headers,
    });
    expect(
      thread
        .json()
        .data.map((m: { senderType: string; message: string }) => [m.senderType, m.message]),
    ).toEqual([
      ['customer', 'Siparişimiz ne durumda?'],
      ['staff', 'Hazırlanıyor, 5 dakikaya masanızda.'],
    ]);
    expect(thread.json().data[0].readAt).toEqual(expect.any(String));
    const after = await app.inject({
      method: 'GET',
      url: '/api/staff/messages?unanswered=true',
      headers: staff,
    });
    expect(after.json().data.map((m: { orderId: string }) => m.orderId)).not.toContain(order.id);
  });
});
