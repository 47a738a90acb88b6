import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, orders, products } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from './ordering-fixture.ts';

const ctx = await createOrderingApp();
const { app, db, headers } = ctx;
const menemen = await ctx.product('bogaz', 'Menemen');
const cay = await ctx.product('bogaz', 'Çay');

const payload = {
  businessId: DEMO_BUSINESS_IDS.bogaz,
  tableId: DEMO_TABLE_IDS.bogaz[4]!,
  personCount: 2,
  items: [
    { productId: menemen.id, quantity: 1 },
    { productId: cay.id, quantity: 2 },
  ],
};

const atTable = await ctx.atTable(payload.tableId);
const place = (key: string, body: object = payload, who = headers) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who, ...atTable, 'idempotency-key': key },
    payload: body,
  });

const ordersOf = async (userId: string) =>
  (await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

describe('Idempotency-Key on POST /orders', () => {
  it('makes ten concurrent submits with one key one order, and gives all ten the same answer', async () => {
    const before = await ordersOf(ctx.userId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => place('double-tap-1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await ordersOf(ctx.userId)).toBe(before + 1);
  });

  it('answers a later repeat with the first order, byte for byte, and writes nothing', async () => {
    const first = await place('repeat-1');
    const before = await ordersOf(ctx.userId);
    const again = await place('repeat-1', {
      ...payload,
      items: [...payload.items].reverse().reverse(),
    });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await ordersOf(ctx.userId)).toBe(before);
  });

  it('refuses the same key with a different body with 422 and writes nothing', async () => {
    await place('changed-1');
    const before = await ordersOf(ctx.userId);
    const changed = await place('changed-1', { ...payload, personCount: 3 });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ success: false, error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await ordersOf(ctx.userId)).toBe(before);
  });

  it('scopes keys per user: another diner with the same key gets an order of their own', async () => {
    const other = await ctx.newCustomer('Zeynep Kaya');
    const mine = await place('shared-key');
    const theirs = await place('shared-key', payload, other.headers);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(theirs.json().data.customer.name).toBe('Zeynep Kaya');
  });

  it('stores nothing for a refused request, so a corrected retry with the key goes through', async () => {
    const refused = await place('fix-and-retry', { ...payload, personCount: 0 });
    expect(refused.statusCode).toBe(400);
    const stored = await db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'fix-and-retry'));
    expect(stored).toHaveLength(0);
    const fixed = await place('fix-and-retry');
    expect(fixed.statusCode).toBe(201);
  });

  it('answers a repeat with the first order even when the cart would now be refused', async () => {
    const first = await place('sold-out-since');
    expect(first.statusCode).toBe(201);
    await db.update(products).set({ isAvailable: false }).where(eq(products.id, cay.id));
    try {
      const again = await place('sold-out-since');
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      const fresh = await place('sold-out-new-key');
      expect(fresh.statusCode).toBe(409);
      expect(fresh.json().message).toBe('Ürün şu anda sipariş verilemiyor: Çay');
    } finally {
      await db.update(products).set({ isAvailable: true }).where(eq(products.id, cay.id));
    }
  });

  it('takes no order number for a repeat', async () => {
    const first = (await place('number-1')).json().data.orderNumber as number;
    await place('number-1');
    const [stored] = await db.select().from(orders).where(eq(orders.orderNumber, first));
    expect(stored?.userId).toBe(ctx.userId);
    expect((await place('number-2')).json().data.orderNumber).toBe(first + 1);
  });

  it('refuses a malformed key', async () => {
    const res = await place('ünicode key with spaces');
    expect(res.statusCode).toBe(400);
  });

  it('without a key, two submits are two orders', async () => {
    const before = await ordersOf(ctx.userId);
    const noKey = () =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, ...atTable },
        payload,
      });
    await noKey();
    await noKey();
    expect(await ordersOf(ctx.userId)).toBe(before + 2);
  });
});
