import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, tableSessions } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { payInCash, serveOrder } from '../serve-order.ts';

// Issue 28 §1: an order placed with the printed code and no sitting key stayed outside every
// sitting, and weeks later POST /tables/sessions linked it to the next party's sitting, whose
// orders, notes and bills its holder then read. Every order now joins or starts the table's
// sitting when it is placed, and links only to that one
// (docs/decisions/049-every-order-in-its-sitting.md).
const ctx = await createLiveApp();
const { app, db } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
type Headers = Record<string, string>;
type Placed = { id: string; tableSessionId: string | null };

const order = async (tableId: string, who: Headers, extra: object = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who,
    payload: {
      businessId: bogaz,
      tableId,
      personCount: 1,
      items: [{ productId: ctx.menemen.id, quantity: 1 }],
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Placed;
};
/** An API client: the printed code's token only, never a sitting key. */
const orderWithPrintedCode = async (tableId: string, who: Headers) =>
  order(tableId, { ...who, ...(await ctx.atTable(tableId)) });
const link = (tableId: string, orderId: string, who: Headers) =>
  app.inject({
    method: 'POST',
    url: '/api/tables/sessions',
    headers: who,
    payload: { tableId, businessId: bogaz, orderId, customerName: 'Mallory' },
  });
const staff = async (method: 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers: await ctx.staffHeaders('bogaz'), payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

describe('every order is in the sitting it was placed in (issue 28)', () => {
  it('a past diner cannot link an old order to the next party’s sitting after the table was cleared and its code re-issued', async () => {
    const table = DEMO_TABLE_IDS.bogaz[3]!;
    const mallory = await ctx.newCustomer('Mallory');
    const old = await orderWithPrintedCode(table, mallory.headers);
    // Served and paid: a table whose paid order is not served yet is not cleared (ADR 054).
    await serveOrder(app, await ctx.staffHeaders('bogaz'), old.id);
    await payInCash(app, await ctx.staffHeaders('bogaz'), old.id);
    await staff('POST', `/api/staff/tables/${table}/clear`);
    await staff('POST', `/api/staff/tables/${table}/access-token`);

    // Weeks later, the next party scans the new code and orders with a note.
    const deniz = await ctx.newCustomer('Deniz Aksoy');
    const party = await ctx.joinTable(table, deniz.headers);
    const secret = 'no nuts please, severe allergy';
    const theirs = await order(table, party.headers, {
      notes: secret,
      avoidedAllergens: ['nuts'],
    });

    const linked = await link(table, old.id, mallory.headers);
    expect(linked.statusCode, linked.body).toBe(403);
    expect(linked.json().error).toBe('TABLE_SESSION_ENDED');
    const [stored] = await db.select().from(orders).where(eq(orders.id, old.id));
    expect(stored!.tableSessionId).toBe(old.tableSessionId);

    const reads = [
      app.inject({
        url: '/api/orders/active',
        headers: {
          ...mallory.headers,
          'x-customer-access': 'true',
          'x-business-id': bogaz,
          'x-table-id': table,
        },
      }),
      app.inject({
        url: `/api/orders/active/${table}?businessId=${bogaz}`,
        headers: mallory.headers,
      }),
      app.inject({ url: `/api/orders/${theirs.id}?businessId=${bogaz}`, headers: mallory.headers }),
      app.inject({ url: `/api/orders/${theirs.id}/bill`, headers: mallory.headers }),
      app.inject({ url: `/api/tables/${table}/sessions/active`, headers: mallory.headers }),
      app.inject({
        method: 'POST',
        url: `/api/orders/${theirs.id}/request-bill`,
        headers: mallory.headers,
        payload: {},
      }),
    ];
    for (const res of await Promise.all(reads)) {
      expect(res.body).not.toContain(theirs.id);
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain('Deniz');
      expect(res.body).not.toContain(party.sitting.sessionId);
    }
    // The new party itself still reads its own order and note.
    const own = await app.inject({
      url: `/api/orders/${theirs.id}?businessId=${bogaz}`,
      headers: party.headers,
    });
    expect(own.json().data.notes).toBe(secret);
  });

  it('an order placed with the printed code alone belongs to the table’s sitting: started by it, joined by later orders and phones', async () => {
    const table = DEMO_TABLE_IDS.bogaz[8]!;
    const diners = await Promise.all([1, 2, 3, 4].map(() => ctx.newCustomer('Api')));
    // Four API clients order at once at a table with no sitting: one sitting is started.
    const placed = await Promise.all(diners.map((d) => orderWithPrintedCode(table, d.headers)));
    const sittings = new Set(placed.map((p) => p.tableSessionId));
    expect(sittings.size).toBe(1);
    const [sittingId] = [...sittings];
    expect(sittingId).toEqual(expect.any(String));
    const stored = await db
      .select({ id: orders.id, tableSessionId: orders.tableSessionId })
      .from(orders)
      .where(inArray(orders.tableSessionId, [sittingId!]));
    expect(stored.map((row) => row.id).sort()).toEqual(placed.map((p) => p.id).sort());
    const [sitting] = await db.select().from(tableSessions).where(eq(tableSessions.id, sittingId!));
    expect(sitting).toMatchObject({ status: 'active', tableId: table });
    expect(placed.map((p) => p.id)).toContain(sitting!.orderId);

    // A phone scanning the code joins that sitting; linking answers it.
    expect((await ctx.joinTable(table)).sitting.sessionId).toBe(sittingId);
    const linked = await link(table, placed[0]!.id, diners[0]!.headers);
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().data.id).toBe(sittingId);
  });

  it('an order from before this change links only while open and not older than the sitting: never when paid or cancelled', async () => {
    const table = DEMO_TABLE_IDS.bogaz[9]!;
    const mallory = await ctx.newCustomer('Mallory');
    const first = await orderWithPrintedCode(table, mallory.headers);
    const sittingId = first.tableSessionId!;
    const [sitting] = await db.select().from(tableSessions).where(eq(tableSessions.id, sittingId));
    // Orders as they were before: placed with the printed code, in no sitting.
    const unattached = async (set: Partial<typeof orders.$inferInsert>) => {
      const placed = await orderWithPrintedCode(table, mallory.headers);
      await db
        .update(orders)
        .set({ tableSessionId: null, ...set })
        .where(eq(orders.id, placed.id));
      return placed.id;
    };
    const paid = await unattached({ isPaid: true, status: 'paid', paymentStatus: 'paid' });
    const cancelled = await unattached({ isCancelled: true, status: 'cancelled' });
    const older = await unattached({
      createdAt: new Date(sitting!.startedAt.getTime() - 60 * 60_000),
    });
    const open = await unattached({});

    for (const id of [paid, cancelled, older]) {
      const res = await link(table, id, mallory.headers);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'TABLE_SESSION_ENDED',
        message: 'Masadaki oturum sona erdi. Yeni bir oturum için masadaki QR kodu okutun.',
      });
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      expect(row!.tableSessionId).toBeNull();
    }
    const res = await link(table, open, mallory.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.id).toBe(sittingId);
  });
});
