import { beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@masa/core/realtime/events';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { eventually, socketClients } from '../live-orders/socket-helpers.ts';
import { payInCash, serveOrder } from '../serve-order.ts';

// A sitting's news travels in its own room, `sitting:{id}`, which a socket joins only with the
// key of one of its diners while the sitting lasts (ADR 042).
const ctx = await createLiveApp();
const { app } = ctx;
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));
const table = DEMO_TABLE_IDS.bogaz[2]!;

describe('the sitting room', () => {
  it('is joined with a live key only, hears the orders of its sitting, and nothing after the table is cleared', async () => {
    const { sitting } = await ctx.joinTable(table);
    const phone = await sockets.open(app);
    const refused = sockets.join(phone, 'join:sitting', { key: 'not-a-key' });
    await expect(refused).rejects.toThrow('Bu odaya katılma izniniz yok');
    await sockets.join(phone, 'join:sitting', { key: sitting.key });
    const created = sockets.record<{ orderId: string }>(phone, 'order:created');
    const ended = sockets.record<{ sessionId: string; status: string }>(phone, 'session:updated');

    const ali = await ctx.newCustomer('Ali');
    const seated = (await ctx.joinTable(table, ali.headers)).headers;
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: seated,
      payload: {
        businessId: DEMO_BUSINESS_IDS.bogaz,
        tableId: table,
        personCount: 1,
        items: [{ productId: ctx.cay.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await eventually(() => expect(created.map((e) => e.orderId)).toEqual([placed.json().data.id]));

    const staff = await ctx.staffHeaders('bogaz');
    await serveOrder(app, staff, placed.json().data.id);
    await payInCash(app, staff, placed.json().data.id);
    const cleared = await app.inject({
      method: 'POST',
      url: `/api/staff/tables/${table}/clear`,
      headers: staff,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    await eventually(() =>
      expect(ended).toContainEqual({
        tableId: table,
        businessId: DEMO_BUSINESS_IDS.bogaz,
        sessionId: sitting.sessionId,
        status: 'closed',
      }),
    );
    // The key of a sitting that is over opens the room no more.
    const later = await sockets.open(app);
    await expect(sockets.join(later, 'join:sitting', { key: sitting.key })).rejects.toThrow();
  });

  it("tells a phone the table's cart is shared once another diner's phone is at the table, or the cart was used", async () => {
    const tableId = DEMO_TABLE_IDS.bogaz[4]!;
    const first = await ctx.joinTable(tableId);
    expect(first.sitting.party).toBe(false);
    // The first phone's socket opens the sitting's room: it is at the table now.
    const phone = await sockets.open(app);
    const heard = sockets.record<{ sessionId: string }>(phone, 'session:updated');
    await sockets.join(phone, 'join:sitting', { key: first.sitting.key });
    const second = await ctx.joinTable(tableId);
    expect(second.sitting.party).toBe(true);
    await eventually(() => expect(heard.length).toBeGreaterThan(0));
    // Alone in the room, the first phone's own socket does not make it a party for itself...
    const current = (who: Record<string, string>) =>
      app.inject({ url: '/api/tables/sessions/current', headers: who });
    expect((await current(first.headers)).json().data.party).toBe(false);
    // ...until the shared cart is used: from then on, for every diner of the sitting.
    const added = await app.inject({
      method: 'POST',
      url: '/api/tables/sessions/current/cart/lines',
      headers: second.headers,
      payload: { productId: ctx.cay.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await current(first.headers)).json().data.party).toBe(true);
    phone.close();
    expect((await ctx.joinTable(tableId)).sitting.party).toBe(true);
  });

  it("tells the sitting's phones of a cart change and of the cart's order with their commits, once each, under an outbox id", async () => {
    // Written in the change's transaction (ADR 096), each carries its row id, which lets a
    // phone drop news it heard twice (ADR 109); news told after a commit had none.
    const tableId = DEMO_TABLE_IDS.bogaz[7]!;
    const ayse = await ctx.newCustomer('Ayşe');
    const berk = await ctx.newCustomer('Berk');
    const a = await ctx.joinTable(tableId, ayse.headers);
    const b = (await ctx.joinTable(tableId, berk.headers)).headers;
    const phone = await sockets.open(app);
    await sockets.join(phone, 'join:sitting', { key: a.sitting.key });
    type News = { outboxId?: number };
    const carts = sockets.record<News & { version: number }>(phone, 'cart:updated');
    const created = sockets.record<News & { orderId: string }>(phone, 'order:created');

    const CART = '/api/tables/sessions/current/cart';
    const added = await app.inject({
      method: 'POST',
      url: `${CART}/lines`,
      headers: b,
      payload: { productId: ctx.cay.id, quantity: 2 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { version } = added.json().data as { version: number };
    const placed = await app.inject({
      method: 'POST',
      url: `${CART}/order`,
      headers: a.headers,
      payload: { cartVersion: version, personCount: 2 },
    });
    expect(placed.statusCode, placed.body).toBe(201);

    // The emptied cart's version is the last news of the order's transaction.
    await eventually(() => expect(carts.map((e) => e.version)).toEqual([version, version + 1]));
    expect(created.map((e) => e.orderId)).toEqual([placed.json().data.id]);
    const ids = [...carts, ...created].map((e) => e.outboxId);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    // The order's news was written before the cart's, in the one transaction.
    expect(created[0]!.outboxId).toBeLessThan(carts[1]!.outboxId!);
  });

  it("takes a past diner's socket out of the table's room when the sitting ends: it hears nothing of the next party (issue 28 §2)", async () => {
    const tableId = DEMO_TABLE_IDS.bogaz[6]!;
    const placeAt = async (who: Record<string, string>) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: who,
        payload: {
          businessId: DEMO_BUSINESS_IDS.bogaz,
          tableId,
          personCount: 1,
          items: [{ productId: ctx.cay.id, quantity: 1 }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const ali = await ctx.newCustomer('Ali');
    const first = await placeAt((await ctx.joinTable(tableId, ali.headers)).headers);
    // Ali's phone follows the table's room (001 §7 join:room table-{id}) while his bill is open.
    const past = await sockets.open(app, ali.headers.authorization);
    await sockets.join(past, 'join:room', rooms.table(tableId));
    const heardByPast = sockets.record<{ orderId: string }>(past, 'order:created');

    const staff = await ctx.staffHeaders('bogaz');
    const board = await sockets.open(app, staff.authorization);
    const heardByStaff = sockets.record<{ orderId: string }>(board, 'order:created');
    await serveOrder(app, staff, first);
    await payInCash(app, staff, first);
    const cleared = await app.inject({
      method: 'POST',
      url: `/api/staff/tables/${tableId}/clear`,
      headers: staff,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);

    // The next party scans and orders: the staff hear it, Ali's socket does not.
    const deniz = await ctx.newCustomer('Deniz');
    const next = await placeAt((await ctx.joinTable(tableId, deniz.headers)).headers);
    await eventually(() => expect(heardByStaff.map((e) => e.orderId)).toContain(next));
    // The staff's copy has come; Ali's, sent with it, would be in before a round trip.
    await sockets.roundTrip(past);
    expect(heardByPast.map((e) => e.orderId)).not.toContain(next);
    // Nor can it join the room again: its order is paid and its sitting over.
    await expect(sockets.join(past, 'join:room', rooms.table(tableId))).rejects.toThrow(
      'Bu odaya katılma izniniz yok',
    );
  });
});
