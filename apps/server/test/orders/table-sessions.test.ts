import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, tableSessions } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from './ordering-fixture.ts';

const ctx = await createOrderingApp();
const { app, db, headers } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const table = DEMO_TABLE_IDS.bogaz[7]!;
const menemen = await ctx.product('bogaz', 'Menemen');
const atTable = await ctx.atTable(table);

async function placeOrder(who = headers) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who, ...atTable },
    payload: {
      businessId: bogaz,
      tableId: table,
      personCount: 2,
      items: [{ productId: menemen.id, quantity: 1 }],
    },
  });
  return res.json().data as { id: string };
}

const startSession = (orderId: string, who = headers, extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/tables/sessions',
    headers: who,
    payload: {
      tableId: table,
      businessId: bogaz,
      userId: 'anonymous-user',
      customerName: 'Deniz',
      isResponsible: true,
      orderId,
      ...extra,
    },
  });

type SessionSeen = {
  id: string;
  orderId: string | null;
  userId: string | null;
  customerName: string;
};
const activeSessions = async (who: Record<string, string> = headers) =>
  (await app.inject({ url: `/api/tables/${table}/sessions/active`, headers: who })).json()
    .data as SessionSeen[];

describe('table sessions', () => {
  it('starts a session for the first order and links the order to it', async () => {
    expect(await activeSessions()).toEqual([]);
    const order = await placeOrder();
    const res = await startSession(order.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Siparişiniz alındı ve oturum başlatıldı!',
      data: {
        tableId: table,
        businessId: bogaz,
        orderId: order.id,
        userId: ctx.userId,
        customerName: 'Deniz',
        isResponsible: true,
        status: 'active',
      },
    });
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.tableSessionId).toBe(res.json().data.id);
    expect((await activeSessions()).map((s) => s.id)).toEqual([res.json().data.id]);
  });

  it('joins the active session with a second diner and answers a repeat with the same session', async () => {
    const [session] = await activeSessions();
    const friend = await ctx.newCustomer('Ece');
    const second = await placeOrder(friend.headers);
    const joined = await startSession(second.id, friend.headers);
    expect(joined.json().data.id).toBe(session!.id);
    const repeat = await startSession(second.id, friend.headers);
    expect(repeat.json().data.id).toBe(session!.id);
    expect(await activeSessions()).toHaveLength(1);
  });

  it("shows who started a session only to that diner, and the session only to the sitting's diners", async () => {
    const [own] = await activeSessions();
    expect(own).toMatchObject({ userId: ctx.userId, customerName: 'Deniz' });
    expect(own!.orderId).toEqual(expect.any(String));
    const stranger = { userId: null, orderId: null, customerName: 'Misafir' };
    const friend = (await ctx.newCustomer('Ece')).headers;
    // The printed code alone shows nothing (ADR 042); joining the sitting shows it, anonymised.
    expect(await activeSessions({ ...friend, ...atTable })).toEqual([]);
    expect(await activeSessions(atTable)).toEqual([]);
    const [seenByFriend] = await activeSessions((await ctx.joinTable(table, friend)).headers);
    expect(seenByFriend).toMatchObject({ id: own!.id, ...stranger });
    const [seenSignedOut] = await activeSessions((await ctx.joinTable(table)).headers);
    expect(seenSignedOut).toMatchObject({ id: own!.id, ...stranger });
    expect(await activeSessions(friend)).toEqual([]);
    expect(await activeSessions({})).toEqual([]);
  });

  it('keeps a paid session until it has been idle for 20 minutes, then starts a new one', async () => {
    const [old] = await activeSessions();
    await db
      .update(orders)
      .set({ isPaid: true, status: 'paid' })
      .where(eq(orders.tableSessionId, old!.id));
    const stillThere = await startSession((await placeOrder()).id);
    expect(stillThere.json().data.id).toBe(old!.id);
    await db
      .update(orders)
      .set({ isPaid: true, status: 'paid' })
      .where(eq(orders.tableSessionId, old!.id));
    await db
      .update(tableSessions)
      .set({ lastActivityAt: new Date(Date.now() - 21 * 60_000) })
      .where(eq(tableSessions.id, old!.id));
    const next = await placeOrder();
    const res = await startSession(next.id);
    expect(res.json().data.id).not.toBe(old!.id);
    expect((await activeSessions()).map((s) => s.id)).toEqual([res.json().data.id]);
    const [closed] = await db.select().from(tableSessions).where(eq(tableSessions.id, old!.id));
    expect(closed!.status).toBe('closed');
  });

  it("refuses another diner's order, a wrong table and a signed-out caller", async () => {
    const order = await placeOrder();
    const other = await ctx.newCustomer();
    const foreign = await startSession(order.id, other.headers);
    expect(foreign.statusCode).toBe(404); // like an unknown id: ADR 005
    expect(foreign.json().message).toBe('Sipariş bulunamadı');
    const wrongTable = await startSession(order.id, headers, { tableId: DEMO_TABLE_IDS.bogaz[0] });
    expect(wrongTable.json().message).toBe('Sipariş bu masaya ait değil');
    const foreignTable = await startSession(order.id, headers, { tableId: DEMO_TABLE_IDS.ege[0] });
    expect(foreignTable.json().message).toBe('Masa bu işletmeye ait değil');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/tables/sessions',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers an empty list for a table without sessions or an unknown table', async () => {
    expect(
      (await app.inject(`/api/tables/${DEMO_TABLE_IDS.bogaz[1]}/sessions/active`)).json(),
    ).toEqual({ success: true, data: [] });
    expect((await app.inject('/api/tables/table-nosuch/sessions/active')).json().data).toEqual([]);
  });
});
