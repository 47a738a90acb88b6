import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tableSessionDiners, tableSessions, tables } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { payInCash, serveOrder } from '../serve-order.ts';

// A printed QR code stays on the table for years: whoever scans it next week must not see this
// evening's orders or bill (issue 21 §4, docs/decisions/042-private-table-sessions.md). Each
// phone joins the table's current sitting with the printed code and gets a key of its own.
const ctx = await createLiveApp();
const { app, db, tableOrders, readBill } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
type Headers = Record<string, string>;

const join = async (tableId: string, who: Headers = {}, token?: string) => {
  const printed = token ?? (await ctx.atTable(tableId))['x-table-token']!;
  return app.inject({
    method: 'POST',
    url: '/api/tables/sessions/join',
    headers: { ...who, 'x-table-token': printed },
    payload: { tableId, businessId: bogaz },
  });
};
/** A phone at the table: joined with the printed code, its key in its headers. */
const seat = async (tableId: string, who: Headers = {}) => {
  const res = await join(tableId, who);
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { key: string; sessionId: string; me: { id: string } };
  return { headers: { ...who, 'x-table-session-key': data.key }, ...data };
};
/** POST /orders with the phone's key instead of the printed code, as the app sends it. */
const orderWithKey = async (tableId: string, who: Headers) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who,
    payload: {
      businessId: bogaz,
      tableId,
      personCount: 1,
      items: [{ productId: ctx.menemen.id, quantity: 1 }],
    },
  });
  return res;
};
const current = (who: Headers) => app.inject({ url: '/api/tables/sessions/current', headers: who });
/** Served, then paid in full: a paid order not served yet keeps its table open (ADR 054). */
const payAll = async (orderId: string) => {
  await serveOrder(app, await ctx.staffHeaders('bogaz'), orderId);
  await payInCash(app, await ctx.staffHeaders('bogaz'), orderId);
};
const clearTable = async (tableId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/tables/${tableId}/clear`,
    headers: await ctx.staffHeaders('bogaz'),
  });

describe('joining a table (ADR 042)', () => {
  it('two phones scanning at once join one sitting, each with its own key', async () => {
    const table = DEMO_TABLE_IDS.bogaz[1]!;
    const answers = await Promise.all(Array.from({ length: 6 }, () => join(table)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
    const joined = answers.map(
      (res) =>
        res.json().data as {
          sessionId: string;
          key: string;
          me: { name: string | null; guestNumber: number | null };
        },
    );
    expect(new Set(joined.map((j) => j.sessionId)).size).toBe(1);
    expect(new Set(joined.map((j) => j.key)).size).toBe(6);
    // Six diners without a name: six numbers, none a person called Misafir (ADR 060).
    expect(joined.map((j) => j.me.name)).toEqual(Array(6).fill(null));
    expect(new Set(joined.map((j) => j.me.guestNumber)).size).toBe(6);
    const active = await db
      .select()
      .from(tableSessions)
      .where(and(eq(tableSessions.tableId, table), eq(tableSessions.status, 'active')));
    expect(active).toHaveLength(1);
    const diners = await db
      .select()
      .from(tableSessionDiners)
      .where(eq(tableSessionDiners.tableSessionId, active[0]!.id));
    expect(diners).toHaveLength(6);
    // No key is stored in clear.
    expect(diners.some((d) => joined.some((j) => d.keyHash === j.key))).toBe(false);
  });

  it('names a signed-in diner by first name, stays the same diner on a second scan, and refuses bad joins', async () => {
    const table = DEMO_TABLE_IDS.bogaz[2]!;
    const ayse = await ctx.newCustomer('Ayşe Yılmaz');
    const first = await seat(table, ayse.headers);
    expect(first.me).toMatchObject({ name: 'Ayşe', isMe: true });
    const again = await join(table, first.headers);
    expect(again.json().data).toMatchObject({ key: first.key, me: { id: first.me.id } });

    const noCode = await app.inject({
      method: 'POST',
      url: '/api/tables/sessions/join',
      payload: { tableId: table, businessId: bogaz },
    });
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json().error).toBe('TABLE_TOKEN_REQUIRED');
    const otherCode = await join(
      table,
      {},
      (await ctx.atTable(DEMO_TABLE_IDS.bogaz[3]!))['x-table-token'],
    );
    expect(otherCode.statusCode).toBe(403);
    const otherBusiness = await app.inject({
      method: 'POST',
      url: '/api/tables/sessions/join',
      headers: await ctx.atTable(table),
      payload: { tableId: table, businessId: DEMO_BUSINESS_IDS.ege },
    });
    expect(otherBusiness.statusCode).toBe(400);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/tables/sessions/join',
      headers: await ctx.atTable(table),
      payload: { tableId: 'nope', businessId: bogaz },
    });
    expect(bad.statusCode).toBe(400);
    expect((await current({ 'x-table-session-key': 'not-a-key' })).statusCode).toBe(404);
  });
});

describe("a sitting's diners see its orders and bills, nobody else does", () => {
  it('a diner of the sitting sees the table’s orders; a phone that only holds the printed code sees nothing', async () => {
    const table = DEMO_TABLE_IDS.bogaz[4]!;
    const ali = await ctx.newCustomer('Ali Kaya');
    const a = await seat(table, ali.headers);
    const placed = await orderWithKey(table, a.headers);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data as { id: string; tableSessionId: string };
    expect(order.tableSessionId).toBe(a.sessionId);

    const b = await seat(table);
    expect(b.sessionId).toBe(a.sessionId);
    const seen = await tableOrders(table, b.headers);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(seen.body).not.toContain('Ali');
    expect(seen.body).not.toContain(ali.id);
    const printedOnly = await tableOrders(table, await ctx.atTable(table));
    expect(printedOnly.statusCode).toBe(403);

    // Signed in, B reads and may pay Ali's bill with the key; without it, not.
    const berk = await ctx.newCustomer('Berk');
    expect((await readBill(order.id, berk.headers)).statusCode).toBe(404);
    expect((await readBill(order.id, { ...berk.headers, ...b.headers })).statusCode).toBe(200);
    const list = await app.inject({
      url: `/api/orders/active/${table}?businessId=${bogaz}`,
      headers: { ...berk.headers, ...b.headers },
    });
    expect(list.json().data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(list.json().data[0].customer.name).toBe('Misafir');
  });

  it('the staff clearing the table ends the sitting: the next scanner sees nothing of it, its diners keep their own orders', async () => {
    const table = DEMO_TABLE_IDS.bogaz[5]!;
    const ali = await ctx.newCustomer('Ali Kaya');
    const a = await seat(table, ali.headers);
    const order = (await orderWithKey(table, a.headers)).json().data as { id: string };
    const friend = await ctx.newCustomer('Cem');
    const b = await seat(table, friend.headers);
    expect((await readBill(order.id, b.headers)).statusCode).toBe(200);

    expect((await clearTable(table)).statusCode).toBe(409); // the bill is still open
    await payAll(order.id);
    expect((await readBill(order.id, b.headers)).statusCode).toBe(200);
    const cleared = await clearTable(table);
    expect(cleared.statusCode, cleared.body).toBe(200);

    expect((await current(a.headers)).json().data).toMatchObject({ status: 'closed' });
    expect((await readBill(order.id, b.headers)).statusCode).toBe(404);
    // The phone alone (its key, no account): the sitting is over.
    const ended = await tableOrders(table, { 'x-table-session-key': b.key });
    expect(ended.statusCode).toBe(403);
    expect(ended.json().error).toBe('TABLE_SESSION_ENDED');
    // Signed in too, the phone is told its sitting is over; without the key, its own orders.
    const signedIn = await tableOrders(table, b.headers);
    expect(signedIn.json().error).toBe('TABLE_SESSION_ENDED');
    expect((await tableOrders(table, friend.headers)).json().data).toEqual([]);
    const lateOrder = await orderWithKey(table, b.headers);
    expect(lateOrder.statusCode).toBe(403);
    expect(lateOrder.json().error).toBe('TABLE_SESSION_ENDED');

    // The next party scans the same printed code: a new sitting, nothing of Ali's.
    const stranger = await ctx.newCustomer('Deniz');
    const c = await seat(table, stranger.headers);
    expect(c.sessionId).not.toBe(a.sessionId);
    expect((await tableOrders(table, c.headers)).json().data).toEqual([]);
    expect((await readBill(order.id, c.headers)).statusCode).toBe(404);
    const sessions = await app.inject({
      url: `/api/tables/${table}/sessions/active`,
      headers: c.headers,
    });
    expect(sessions.json().data.map((s: { id: string }) => s.id)).toEqual([c.sessionId]);

    // Ali keeps his own order: his history.
    const history = await app.inject({ url: '/api/orders/user', headers: a.headers });
    expect(history.json().data.map((o: { id: string }) => o.id)).toContain(order.id);
    expect((await readBill(order.id, ali.headers)).statusCode).toBe(200);
  });

  it('a paid and served sitting left idle for 5 minutes ends (ADR 059); 4 minutes is not enough, and an open bill keeps it however long', async () => {
    const table = DEMO_TABLE_IDS.bogaz[6]!;
    const ali = await ctx.newCustomer('Ali Kaya');
    const a = await seat(table, ali.headers);
    const order = (await orderWithKey(table, a.headers)).json().data as { id: string };
    const b = await seat(table, (await ctx.newCustomer('Cem')).headers);
    const idleFor = (minutes: number) =>
      db
        .update(tableSessions)
        .set({ lastActivityAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(tableSessions.id, a.sessionId));

    await idleFor(120); // nothing happened for two hours, but Ali's bill is open
    expect((await readBill(order.id, b.headers)).statusCode).toBe(200);
    await payAll(order.id);
    await idleFor(4);
    expect((await readBill(order.id, b.headers)).statusCode).toBe(200);
    expect((await current(b.headers)).json().data.status).toBe('active');
    await idleFor(6);
    expect((await readBill(order.id, b.headers)).statusCode).toBe(404);
    expect((await current(b.headers)).json().data).toMatchObject({ status: 'closed' });
    const floor = await app.inject({
      url: '/api/staff/floor',
      headers: await ctx.staffHeaders('bogaz'),
    });
    const seated = floor.json().data.find((t: { id: string }) => t.id === table);
    expect(seated.seatedSince).toBeNull();

    const next = await seat(table);
    expect(next.sessionId).not.toBe(a.sessionId);
    const [old] = await db.select().from(tableSessions).where(eq(tableSessions.id, a.sessionId));
    expect(old!.status).toBe('closed');
    expect((await tableOrders(table, next.headers)).json().data).toEqual([]);
  });

  it('a re-issued printed code joins nobody, and a key of another table shows nothing here', async () => {
    const table = DEMO_TABLE_IDS.bogaz[7]!;
    const elsewhere = await seat(DEMO_TABLE_IDS.bogaz[8]!);
    const res = await tableOrders(table, elsewhere.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('TABLE_SESSION_REQUIRED');
    const [row] = await db.select().from(tables).where(eq(tables.id, table));
    const old = row!.accessToken;
    await app.inject({
      method: 'POST',
      url: `/api/staff/tables/${table}/access-token`,
      headers: await ctx.staffHeaders('bogaz'),
    });
    expect((await join(table, {}, old)).statusCode).toBe(403);
  });
});
