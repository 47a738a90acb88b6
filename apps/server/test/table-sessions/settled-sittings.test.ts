import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, tableSessions } from '../../src/db/schema/index.ts';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { payInCash, serveOrder } from '../serve-order.ts';

// Issue 29: a paid table nobody cleared let the next party join the last party's sitting for
// ADR 042's 20 minutes. A sitting paid and served ends SETTLED_SITTING_MINUTES (5) after its
// last activity; an order paid but not served yet keeps it (docs/decisions/059-settled-sittings.md).
const ctx = await createLiveApp();
const { app, db, tableOrders, readBill } = ctx;

const sittingOf = async (orderId: string) => {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!.tableSessionId!;
};
const quietFor = (sessionId: string, minutes: number) =>
  db
    .update(tableSessions)
    .set({ lastActivityAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(tableSessions.id, sessionId));
const pay = async (orderId: string) => payInCash(app, await ctx.staffHeaders('bogaz'), orderId);

describe('a sitting paid and served ends soon after (ADR 059)', () => {
  it('ends 5 minutes after the last payment; the next party’s order starts a new sitting and sees nothing of the last', async () => {
    const table = 7;
    const ali = await ctx.newCustomer('Ali Kaya');
    const first = await ctx.placeOrder(ali.headers, { table });
    const sitting = await sittingOf(first.id);
    await serveOrder(app, await ctx.staffHeaders('bogaz'), first.id);
    await pay(first.id);

    await quietFor(sitting, 4);
    const cem = await ctx.newCustomer('Cem');
    const joined = await ctx.placeOrder(cem.headers, { table });
    expect(await sittingOf(joined.id)).toBe(sitting); // still the same party, 4 minutes on
    await serveOrder(app, await ctx.staffHeaders('bogaz'), joined.id);
    await pay(joined.id);

    await quietFor(sitting, 6);
    expect((await readBill(first.id, cem.headers)).statusCode).toBe(404);
    const next = await ctx.newCustomer('Deniz');
    const theirs = await ctx.placeOrder(next.headers, { table });
    expect(await sittingOf(theirs.id)).not.toBe(sitting);
    const seen = await tableOrders(DEMO_TABLE_IDS.bogaz[table]!, next.headers);
    expect(seen.statusCode, seen.body).toBe(200);
    expect((seen.json().data as { id: string }[]).map((o) => o.id)).toEqual([theirs.id]);
    expect((await readBill(first.id, next.headers)).statusCode).toBe(404);
    const [old] = await db.select().from(tableSessions).where(eq(tableSessions.id, sitting));
    expect(old!.status).toBe('closed');
  });

  it('an order paid but not served keeps the sitting; serving it starts the 5 minutes', async () => {
    const table = 8;
    const ali = await ctx.newCustomer('Ali Kaya');
    const order = await ctx.placeOrder(ali.headers, { table });
    const sitting = await sittingOf(order.id);
    await pay(order.id);

    await quietFor(sitting, 45); // the kitchen is slow: the party waits for food it paid for
    const cem = await ctx.newCustomer('Cem');
    const joined = await ctx.placeOrder(cem.headers, { table });
    expect(await sittingOf(joined.id)).toBe(sitting);
    await serveOrder(app, await ctx.staffHeaders('bogaz'), joined.id);
    await pay(joined.id);

    await quietFor(sitting, 45);
    await serveOrder(app, await ctx.staffHeaders('bogaz'), order.id);
    expect((await readBill(order.id, cem.headers)).statusCode).toBe(200);
    await quietFor(sitting, 4);
    expect((await readBill(order.id, cem.headers)).statusCode).toBe(200);
    await quietFor(sitting, 6);
    expect((await readBill(order.id, cem.headers)).statusCode).toBe(404);
  });

  it('a sitting with nothing paid keeps ADR 042’s 20 minutes', async () => {
    const table = 9;
    const ali = await ctx.newCustomer('Ali Kaya');
    const order = await ctx.placeOrder(ali.headers, { table });
    const sitting = await sittingOf(order.id);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${order.id}/status`,
      headers: await ctx.staffHeaders('bogaz'),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await quietFor(sitting, 19);
    const cem = await ctx.newCustomer('Cem');
    const joined = await ctx.placeOrder(cem.headers, { table });
    expect(await sittingOf(joined.id)).toBe(sitting);
  });
});
