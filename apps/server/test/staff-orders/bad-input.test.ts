import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, orders } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createStaffOrderApp } from './staff-order-fixture.ts';

// Issue 31 §8: the waiter's send has the diner's checks, each a clear Turkish 4xx that writes
// nothing; a required option is refused, naming it, where a diner's quick add gets the first.
const ctx = await createStaffOrderApp();
const { db, send, dishes } = ctx;
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const menemen = await ctx.product('bogaz', 'Menemen');
const TABLE = 8;
const line = (productId: string, more: object = {}) => ({ productId, quantity: 1, ...more });

const ordersAt = async () =>
  (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.businessId, DEMO_BUSINESS_IDS.bogaz))
  ).length;

describe("a waiter's bad send", () => {
  it.each([
    ['an unknown product', [line('f'.repeat(24))], 404, 'Ürün bulunamadı'],
    ["another business's product", [line(ctx.haydari.id)], 400, 'Ürün bu işletmeye ait değil'],
    ['a sold-out dish', [line(dishes.salep.id)], 409, 'Ürün şu anda sipariş verilemiyor: Salep'],
    ['a missing required option', [line(menemen.id)], 400, "Menemen için 'Soğan' seçimi yapılmalı"],
    ['quantity 0', [line(dishes.soda.id, { quantity: 0 })], 400, undefined],
    ['quantity 1000', [line(dishes.soda.id, { quantity: 1000 })], 400, undefined],
    [
      'an unknown course',
      [line(dishes.soda.id, { course: 'soup' })],
      400,
      'Geçersiz servis sırası',
    ],
    ['no lines', [], 400, 'Sepetiniz boş.'],
  ])('refuses %s and writes nothing', async (_, items, status, message) => {
    const before = await ordersAt();
    // The good line first: a refusal of the second writes not even the first.
    const res = await send(waiter, TABLE, {
      items: items.length ? [line(dishes.soda.id), ...items] : [],
    });
    expect(res.statusCode, res.body).toBe(status);
    if (message) expect(res.json().message).toBe(message);
    expect(await ordersAt()).toBe(before);
  });

  it('takes the dish once its required option is chosen', async () => {
    const res = await send(waiter, TABLE, {
      items: [line(menemen.id, { selectedOptions: { Soğan: 'Soğansız' } })],
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses another business's table with 404", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/tables/${DEMO_TABLE_IDS.ege[0]}/orders`,
      headers: waiter,
      payload: { items: [line(dishes.soda.id)] },
    });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('refuses while ordering is paused', async () => {
    const [row] = await db
      .select()
      .from(businesses)
      .where(eq(businesses.id, DEMO_BUSINESS_IDS.bogaz));
    await db
      .update(businesses)
      .set({
        settings: { ...row!.settings, ordering: { ...row!.settings.ordering, paused: true } },
      })
      .where(eq(businesses.id, DEMO_BUSINESS_IDS.bogaz));
    try {
      const res = await send(waiter, TABLE, { items: [line(dishes.soda.id)] });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe('İşletme şu anda sipariş almıyor');
    } finally {
      await db
        .update(businesses)
        .set({ settings: row!.settings })
        .where(eq(businesses.id, DEMO_BUSINESS_IDS.bogaz));
    }
  });
});

describe("a waiter's bad send, in English", () => {
  it('names the missing option in English to a request that asks for it', async () => {
    const res = await send(
      waiter,
      TABLE,
      { items: [line(menemen.id)] },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe("Choose 'Soğan' for Menemen");
  });
});
