import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from './live-fixture.ts';

const ctx = await createLiveApp();
const { app, headers } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const ege = DEMO_BUSINESS_IDS.ege;
const table = DEMO_TABLE_IDS.bogaz[3]!;
const otherTable = DEMO_TABLE_IDS.bogaz[7]!;

// The demo customer's order; a stranger's order at the same table; a third diner's order at
// another business.
const mine = await ctx.placeOrder();
const stranger = await ctx.newCustomer('Yabancı');
const theirs = await ctx.placeOrder(stranger.headers);
const egeDiner = await ctx.newCustomer('Egeli');
const elsewhere = await ctx.placeOrder(egeDiner.headers, { slug: 'ege', table: 1 });

type Call = (id: string, who: Record<string, string>) => Promise<LightMyRequestResponse>;
const routes: Record<string, Call> = {
  'GET /orders/{id}': (id, who) =>
    app.inject({ method: 'GET', url: `/api/orders/${id}?businessId=${bogaz}`, headers: who }),
  'GET /orders/{id}/edit-status': (id, who) =>
    app.inject({ method: 'GET', url: `/api/orders/${id}/edit-status`, headers: who }),
  'PUT /orders/{id}/update-items': (id, who) =>
    app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/update-items`,
      headers: who,
      payload: { items: [{ productId: ctx.menemen.id, quantity: 1 }] },
    }),
  'PUT /orders/{id}/confirm': (id, who) =>
    app.inject({ method: 'PUT', url: `/api/orders/${id}/confirm`, headers: who }),
  'POST /orders/{id}/messages': (id, who) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${id}/messages`,
      headers: who,
      payload: { message: 'Merhaba', messageType: 'other' },
    }),
  'GET /orders/{id}/messages': (id, who) =>
    app.inject({ method: 'GET', url: `/api/orders/${id}/messages`, headers: who }),
  'POST /orders/{id}/waiter/call': (id, who) =>
    app.inject({ method: 'POST', url: `/api/orders/${id}/waiter/call`, headers: who, payload: {} }),
  'POST /waiters/call/{id}': (id, who) =>
    app.inject({ method: 'POST', url: `/api/waiters/call/${id}`, headers: who, payload: {} }),
};

describe('who may reach an order (001 §6)', () => {
  for (const [name, call] of Object.entries(routes)) {
    it(`${name}: 404 for another user's, another business's and another table's ids`, async () => {
      for (const id of [theirs.id, elsewhere.id, otherTable]) {
        const res = await call(id, headers);
        expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
        expect(res.json().success).toBe(false);
      }
    });

    it(`${name}: 401 AUTH_ERROR without a token, 403 for a staff token`, async () => {
      const anonymous = await call(mine.id, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({
        error: 'AUTH_ERROR',
        message: 'Oturum bilginiz bulunamadı. Lütfen tekrar giriş yapın.',
      });
      expect((await call(mine.id, await ctx.staffHeaders('bogaz'))).statusCode).toBe(403);
    });

    it(`${name}: answers the owner, by order id and by table id`, async () => {
      // Waiter-call aliases share one cooldown: each gets an order of its own, at its own table.
      const waiterTable = name.includes('/call/') ? 4 : name.includes('call') ? 5 : undefined;
      const own = waiterTable ? await ctx.placeOrder(headers, { table: waiterTable }) : mine;
      const res = await call(own.id, headers);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const byTable = await call(own.tableId, headers);
      // The waiter cooldown may refuse the second call; it still found the order.
      expect([200, 201, 429], byTable.body).toContain(byTable.statusCode);
    });
  }

  it("GET /orders/{id} needs the order's business", async () => {
    const missing = await app.inject({ method: 'GET', url: `/api/orders/${mine.id}`, headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('BUSINESS_ID_NOT_FOUND');
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/orders/${mine.id}?businessId=${ege}`,
      headers,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it("GET /orders/user lists only the caller's orders and refuses another userId", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/orders/user', headers });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((o: { id: string }) => o.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(elsewhere.id);
    const other = await app.inject({
      method: 'GET',
      url: `/api/orders/user?userId=${stranger.id}`,
      headers,
    });
    expect(other.statusCode).toBe(403);
    const filtered = await app.inject({
      method: 'GET',
      url: '/api/orders/user?status=paid,completed&isPaid=true',
      headers,
    });
    expect(filtered.json().data).toEqual([]);
  });

  it('GET /orders/active and its aliases: own orders at the table, 404 for a foreign table', async () => {
    for (const url of [
      `/api/orders/active?businessId=${bogaz}&tableId=${table}`,
      `/api/orders/active/${table}`,
      `/api/tables/${table}/orders/active`,
      `/api/business/${bogaz}/orders?tableId=${table}&status=active`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      // Both orders were placed with the printed code, so both are in the table's sitting
      // (ADR 049): the demo customer sees the stranger's too, without the stranger.
      const seen = res.json().data as { id: string; userId: string | null }[];
      expect(seen.map((o) => o.id)).toEqual([theirs.id, mine.id]);
      expect(seen.map((o) => o.userId)).toEqual([null, ctx.userId]);
    }
    const empty = await app.inject({
      method: 'GET',
      url: `/api/orders/active/${otherTable}`,
      headers,
    });
    expect(empty.json()).toMatchObject({ data: [], message: 'Aktif sipariş bulunamadı.' });
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/orders/active?businessId=${ege}&tableId=${table}`,
      headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("anonymous access with the table headers and a key of its sitting sees the sitting's open orders, without identities", async () => {
    // Both orders joined the table's sitting when they were placed (ADR 049); linking the
    // stranger's (001 §4) answers that sitting.
    const linked = await app.inject({
      method: 'POST',
      url: '/api/tables/sessions',
      headers: stranger.headers,
      payload: { tableId: table, businessId: bogaz, orderId: theirs.id },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const anonymous = {
      'x-customer-access': 'true',
      'x-business-id': bogaz,
      'x-table-id': table,
      ...(await ctx.joinTable(table)).headers,
    };
    const res = await app.inject({ method: 'GET', url: '/api/orders/active', headers: anonymous });
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json().data;
    expect(seen.map((o: { id: string }) => o.id)).toEqual([theirs.id, mine.id]);
    for (const order of seen) {
      expect(order.userId).toBeNull();
      expect(order.customer).toEqual({ userId: null, name: 'Misafir', email: null, phone: null });
      expect(order.items.length).toBeGreaterThan(0);
    }
    const elsewhereTable = await app.inject({
      method: 'GET',
      url: `/api/orders/active/${DEMO_TABLE_IDS.ege[1]}`,
      headers: anonymous,
    });
    expect(elsewhereTable.statusCode).toBe(404);
    const wrongBusiness = await app.inject({
      method: 'GET',
      url: '/api/orders/active',
      headers: { ...anonymous, 'x-business-id': ege },
    });
    expect(wrongBusiness.statusCode).toBe(404);
    const noHeaders = await app.inject({
      method: 'GET',
      url: '/api/orders/active',
      headers: { 'x-customer-access': 'true' },
    });
    expect(noHeaders.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/orders/active' })).statusCode).toBe(401);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/orders/${mine.id}?businessId=${bogaz}`,
      headers: anonymous,
    });
    expect(detail.statusCode).toBe(401);
  });
});
