import { describe, expect, it } from 'vitest';
import { staffAccounts } from '../../src/db/schema/index.ts';
import {
  DEMO_BUSINESS_IDS,
  DEMO_STAFF_PASSWORD,
  demoStaffEmail,
} from '../../src/db/seed/demo-ids.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { createLiveApp, type OrderJson } from './live-fixture.ts';
import { moveOrder, serveOrder } from '../serve-order.ts';

const ctx = await createLiveApp();
const { app, headers } = ctx;
const staff = await ctx.staffHeaders('bogaz');
const egeStaff = await ctx.staffHeaders('ege');

const setStatus = (orderId: string, status: string, who = staff) =>
  app.inject({
    method: 'PATCH',
    url: `/api/staff/orders/${orderId}/status`,
    headers: who,
    payload: { status },
  });
const setItemStatus = (order: OrderJson, itemId: string, status: string, who = staff) =>
  app.inject({
    method: 'PATCH',
    url: `/api/staff/orders/${order.id}/items/${itemId}/status`,
    headers: who,
    payload: { status },
  });

describe('staff sign-in (ADR 019)', () => {
  it('signs the demo staff in with a refreshable staff token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: demoStaffEmail('bogaz'), password: DEMO_STAFF_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token, refreshToken, staff: who } = res.json().data;
    expect(who).toMatchObject({
      email: 'staff@bogaz.masa.app',
      role: 'owner',
      businessName: 'Boğaziçi Lokantası',
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/staff/orders',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: '/api/staff/orders',
      headers: { authorization: `Bearer ${refreshed.json().data.token}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers a wrong password like an unknown e-mail, and keeps customers out', async () => {
    for (const email of [demoStaffEmail('bogaz'), 'nobody@masa.app']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('E-posta adresi veya şifre hatalı.');
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/orders', headers })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/staff/orders' })).statusCode).toBe(401);
  });
  it('refuses a disabled staff account with the right password, like a wrong one', async () => {
    const email = 'former-waiter@bogaz.masa.app';
    await ctx.db.insert(staffAccounts).values({
      businessId: DEMO_BUSINESS_IDS.bogaz,
      name: 'Eski Garson',
      email,
      passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
      role: 'waiter',
      active: false,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email, password: DEMO_STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('E-posta adresi veya şifre hatalı.');
  });
});

describe('staff orders', () => {
  it("lists only the business's own orders and hides another business's ids (404)", async () => {
    const mine = await ctx.placeOrder();
    const egeDiner = await ctx.newCustomer('Egeli');
    const theirs = await ctx.placeOrder(egeDiner.headers, { slug: 'ege', table: 0 });
    const list = await app.inject({
      method: 'GET',
      url: '/api/staff/orders?active=true',
      headers: staff,
    });
    const ids = list.json().data.map((o: { id: string }) => o.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(
      (await app.inject({ method: 'GET', url: `/api/staff/orders/${theirs.id}`, headers: staff }))
        .statusCode,
    ).toBe(404);
    expect((await setStatus(theirs.id, 'received')).statusCode).toBe(404);
    expect((await setItemStatus(theirs, theirs.items[0]!.id, 'preparing')).statusCode).toBe(404);
    expect((await setItemStatus(mine, theirs.items[0]!.id, 'preparing')).statusCode).toBe(404);
    const own = await app.inject({
      method: 'GET',
      url: `/api/staff/orders/${theirs.id}`,
      headers: egeStaff,
    });
    expect(own.statusCode).toBe(200);
  });

  it('moves an order along the kitchen path, bringing its lines along', async () => {
    const order = await ctx.placeOrder();
    for (const status of ['received', 'preparing', 'ready', 'delivered']) {
      const res = await setStatus(order.id, status);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect(res.json().data.status).toBe(status);
      expect(res.json().data.items.every((i: { status: string }) => i.status === status)).toBe(
        true,
      );
    }
    expect(await setStatus(order.id, 'preparing')).toMatchObject({ statusCode: 409 });
  });

  it('refuses moves outside the table with a Turkish message', async () => {
    const order = await ctx.placeOrder();
    const skip = await setStatus(order.id, 'delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      error: 'INVALID_STATUS_TRANSITION',
      message: "Sipariş 'Bekliyor' durumundayken 'Teslim Edildi' yapılamaz",
    });
    expect((await setStatus(order.id, 'paid')).statusCode).toBe(409);
    await serveOrder(app, staff, order.id);
    const complete = await setStatus(order.id, 'completed');
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe('Ödemesi tamamlanmamış sipariş tamamlanamaz');
    expect((await setStatus(order.id, 'bogus')).statusCode).toBe(400);
  });

  it("cancels an open order: the diner's active list no longer has it", async () => {
    const order = await ctx.placeOrder(headers, { table: 8 });
    const res = await setStatus(order.id, 'cancelled');
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      isCancelled: true,
      canEdit: false,
    });
    expect(res.json().data.items.every((i: { status: string }) => i.status === 'cancelled')).toBe(
      true,
    );
    const active = await app.inject({
      method: 'GET',
      url: `/api/orders/active/${order.tableId}`,
      headers,
    });
    expect(active.json().data).toEqual([]);
    expect((await setStatus(order.id, 'received')).statusCode).toBe(409);
  });

  it("keeps the kitchen out of diners' requests: calls, messages, bill and split requests (403)", async () => {
    const order = await ctx.placeOrder(headers, { table: 6 });
    const kitchen = await ctx.staffHeaders('bogaz', 'kitchen');
    const id = '0123456789abcdef01234567';
    for (const [method, url, payload] of [
      ['GET', '/api/staff/waiter-calls', undefined],
      ['PATCH', `/api/staff/waiter-calls/${id}`, { status: 'acknowledged' }],
      ['GET', '/api/staff/messages', undefined],
      ['POST', `/api/staff/orders/${order.id}/messages`, { message: 'Geliyor' }],
      ['GET', '/api/staff/bill-requests', undefined],
      ['PATCH', `/api/staff/bill-requests/${id}`, { status: 'acknowledged' }],
      ['GET', '/api/staff/split-requests', undefined],
      ['PATCH', `/api/staff/split-requests/${id}`, { status: 'approved' }],
    ] as const) {
      const res = await app.inject({ method, url, headers: kitchen, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toBe('ROLE_NOT_ALLOWED');
    }
    const waiter = await ctx.staffHeaders('bogaz');
    expect((await app.inject({ url: '/api/staff/messages', headers: waiter })).statusCode).toBe(
      200,
    );
  });

  it('lets the kitchen move orders but not cancel them or their lines (403)', async () => {
    const order = await ctx.placeOrder(headers, { table: 6 });
    const kitchen = await ctx.staffHeaders('bogaz', 'kitchen');
    const refused = await setStatus(order.id, 'cancelled', kitchen);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'ROLE_NOT_ALLOWED',
      message: 'Bu işlem için yetkiniz yok',
    });
    const line = await setItemStatus(order, order.items[0]!.id, 'cancelled', kitchen);
    expect(line.statusCode).toBe(403);
    expect((await setStatus(order.id, 'received', kitchen)).statusCode).toBe(200);
    const read = await app.inject({
      method: 'GET',
      url: `/api/staff/orders/${order.id}`,
      headers: staff,
    });
    expect(read.json().data).toMatchObject({ status: 'received', isCancelled: false });
    expect(read.json().data.items.map((i: { status: string }) => i.status)).not.toContain(
      'cancelled',
    );
  });

  it("cancels with a reason the diner reads in the order's thread; a blank reason is refused", async () => {
    const order = await ctx.placeOrder(headers, { table: 7 });
    const blank = await app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${order.id}/status`,
      headers: staff,
      payload: { status: 'cancelled', reason: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('İptal nedeni boş olamaz');
    expect(
      (
        await app.inject({ method: 'GET', url: `/api/staff/orders/${order.id}`, headers: staff })
      ).json().data.status,
    ).toBe('pending');
    await moveOrder(app, staff, order.id, {
      status: 'cancelled',
      reason: 'Menemen bugün tükendi, özür dileriz.',
    });
    const thread = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/messages`,
      headers,
    });
    expect(
      thread
        .json()
        .data.map((m: { senderType: string; message: string }) => [m.senderType, m.message]),
    ).toEqual([['staff', 'Menemen bugün tükendi, özür dileriz.']]);
  });

  it('moves a line forward only, cancels an unpaid line out of the totals', async () => {
    const order = await ctx.placeOrder();
    const [menemen, cay] = order.items;
    expect((await setItemStatus(order, menemen!.id, 'ready')).json().data.items[0].status).toBe(
      'ready',
    );
    const back = await setItemStatus(order, menemen!.id, 'preparing');
    expect(back.statusCode).toBe(409);
    const cancelled = await setItemStatus(order, cay!.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.subtotal).toBe(order.items[0]!.lineTotal);
    const kitchen = await ctx.staffHeaders('bogaz', 'kitchen');
    expect((await setItemStatus(order, menemen!.id, 'delivered', kitchen)).statusCode).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('documents the staff API and the live-order routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/staff/login',
      '/api/staff/orders/{id}/status',
      '/api/staff/orders/{id}/payments',
      '/api/staff/split-requests/{id}',
      '/api/orders/{orderId}/update-items',
      '/api/orders/{id}/waiter/call',
      '/api/orders/active',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
