import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  purgeIdempotencyKeys,
} from '../../src/domain/idempotency/purge-idempotency-keys.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';

const ctx = await createOrderingApp();
const { app, db, headers } = ctx;
const menemen = await ctx.product('bogaz', 'Menemen');
const atTable = await ctx.atTable(DEMO_TABLE_IDS.bogaz[2]!);

const place = (key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, ...atTable, 'idempotency-key': key },
    payload: {
      businessId: DEMO_BUSINESS_IDS.bogaz,
      tableId: DEMO_TABLE_IDS.bogaz[2]!,
      personCount: 1,
      items: [{ productId: menemen.id, quantity: 1 }],
    },
  });

const age = (key: string, ms: number) =>
  db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(idempotencyKeys.key, key));

describe('purging stored Idempotency-Key answers', () => {
  it('deletes answers older than a day and keeps newer ones; a purged key is a new key', async () => {
    const old = await place('yesterday');
    const recent = await place('an-hour-ago');
    await age('yesterday', IDEMPOTENCY_KEY_TTL_MS + 60_000);
    await age('an-hour-ago', 60 * 60 * 1000);

    const purged = await purgeIdempotencyKeys({
      db,
      olderThan: new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS),
    });
    expect(purged).toBe(1);
    const left = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key)).toEqual(['an-hour-ago']);

    // The orders themselves stay; only the stored answers go.
    const placed = await db.select().from(orders).where(eq(orders.id, old.json().data.id));
    expect(placed).toHaveLength(1);
    expect((await place('an-hour-ago')).body).toBe(recent.body);
    const again = await place('yesterday');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).not.toBe(old.json().data.id);
  });
});
