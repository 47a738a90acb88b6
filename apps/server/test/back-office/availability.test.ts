import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { eventually, socketClients } from '../live-orders/socket-helpers.ts';
import { createBackOfficeApp } from './back-office-fixture.ts';

// Issue 17 §2: the sold-out switch and the ordering pause, as the diner's menu and orders feel them.
const ctx = await createBackOfficeApp();
const { app, db, headers } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const TABLE = DEMO_TABLE_IDS.bogaz[4]!;
const { owner, waiter, kitchen } = await ctx.crewOf('bogaz');
const otherOwner = await ctx.staffAs('ege', 'owner');
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));
afterAll(() => app.close());

const setAvailable = (productId: string, body: unknown, who: Record<string, string> = kitchen) =>
  app.inject({
    method: 'PATCH',
    url: `/api/staff/products/${productId}`,
    headers: who,
    payload: body as object,
  });
const menuProduct = async (productId: string) => {
  const res = await app.inject({ url: `/api/products/business/${BOGAZ}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string; isAvailable: boolean }[]).find(
    (p) => p.id === productId,
  );
};
const order = (items: object[]) =>
  ctx.atTable(TABLE).then((atTable) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, ...atTable },
      payload: { businessId: BOGAZ, tableId: TABLE, personCount: 1, items },
    }),
  );
const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]!.n;

describe('the sold-out switch', () => {
  it('takes a product off the orderable menu at once, tells open menus, and back again', async () => {
    const menemen = ctx.menemen;
    expect(await menuProduct(menemen.id)).toMatchObject({ isAvailable: true }); // cache warm
    const diner = await sockets.open(app);
    await sockets.join(diner, 'join:business', BOGAZ);
    const news = sockets.record<unknown>(diner, 'menu:changed');

    const res = await setAvailable(menemen.id, { isAvailable: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: menemen.id, name: 'Menemen', isAvailable: false },
      message: 'Menemen tükendi olarak işaretlendi',
    });
    expect(await menuProduct(menemen.id)).toMatchObject({ isAvailable: false });
    await eventually(() =>
      expect(news).toEqual([
        // The outbox id lets a screen that hears the news twice handle it once (ADR 109).
        {
          businessId: BOGAZ,
          change: 'availability',
          productIds: [menemen.id],
          outboxId: expect.any(Number),
        },
      ]),
    );

    const before = await orderCount();
    const refused = await order([
      { productId: ctx.cay.id, quantity: 1 },
      { productId: menemen.id, quantity: 1 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'PRODUCT_UNAVAILABLE',
      message: 'Ürün şu anda sipariş verilemiyor: Menemen',
    });
    expect(await orderCount()).toBe(before);

    const back = await setAvailable(menemen.id, { isAvailable: true }, waiter);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe('Menemen yeniden sipariş verilebilir');
    expect(await menuProduct(menemen.id)).toMatchObject({ isAvailable: true });
    const placed = await order([{ productId: menemen.id, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses items added to an order and an edit that bring a sold-out product', async () => {
    const placed = await ctx.placeOrder(headers, { table: 6 });
    expect((await setAvailable(ctx.cay.id, { isAvailable: false }, owner)).statusCode).toBe(200);
    const added = await app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.id}/items/add`,
      headers,
      payload: { businessId: BOGAZ, items: [{ productId: ctx.cay.id, quantity: 1 }] },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe('Ürün şu anda sipariş verilemiyor: Çay');
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.id}/update-items`,
      headers,
      payload: {
        items: [
          ...placed.items.map((item) => ({ id: item.id, quantity: item.quantity })),
          { productId: ctx.cay.id, quantity: 1 },
        ],
      },
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toBe('Ürün şu anda sipariş verilemiyor: Çay');
    const unchanged = await app.inject({ url: `/api/staff/orders/${placed.id}`, headers: owner });
    expect(unchanged.json().data.items).toHaveLength(placed.items.length);
    expect((await setAvailable(ctx.cay.id, { isAvailable: true }, owner)).statusCode).toBe(200);
  });

  it("answers 404 for another business's product and leaves it as it was", async () => {
    const res = await setAvailable(ctx.menemen.id, { isAvailable: false }, otherOwner);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ürün bulunamadı');
    expect(await menuProduct(ctx.menemen.id)).toMatchObject({ isAvailable: true });
  });

  it('refuses bad bodies and ids with Turkish messages, and strangers', async () => {
    for (const body of [{}, { isAvailable: 'hayır' }, { isAvailable: null }, []]) {
      const res = await setAvailable(ctx.menemen.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('Stok durumu (isAvailable) true ya da false olmalı');
    }
    const badId = await setAvailable('not-an-id', { isAvailable: false });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Geçersiz ürün kimliği');
    const diner = await setAvailable(ctx.menemen.id, { isAvailable: false }, headers);
    expect(diner.statusCode).toBe(403);
    expect(await menuProduct(ctx.menemen.id)).toMatchObject({ isAvailable: true });
  });

  it('lists the business products by category for every role that may switch them', async () => {
    for (const who of [kitchen, waiter, owner]) {
      const res = await app.inject({ url: '/api/staff/products', headers: who });
      expect(res.statusCode).toBe(200);
      const list = res.json().data as { id: string; categoryName: string }[];
      expect(list.find((p) => p.id === ctx.menemen.id)).toMatchObject({
        name: 'Menemen',
        isAvailable: true,
      });
      expect(list.some((p) => p.id === ctx.haydari.id)).toBe(false);
    }
  });
});

describe('the ordering pause', () => {
  const pause = (paused: unknown, who = owner) =>
    app.inject({ method: 'PUT', url: '/api/staff/ordering', headers: who, payload: { paused } });
  const status = async () =>
    (await app.inject({ url: `/api/business/${BOGAZ}/status` })).json().data;

  it('is for owners and managers; while on, the business takes no new orders', async () => {
    for (const who of [waiter, kitchen]) {
      const res = await pause(true, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Bu işlem için yetkiniz yok');
    }
    expect(await status()).toMatchObject({ isActive: true, open: true });
    const open = await ctx.placeOrder(headers, { table: 7 });

    const paused = await pause(true);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      data: { paused: true },
      message: 'Siparişler durduruldu; yeni sipariş alınmıyor',
    });
    expect(await status()).toMatchObject({ isActive: false, open: true });
    const read = await app.inject({ url: '/api/staff/ordering', headers: waiter });
    expect(read.json().data).toEqual({ paused: true });
    const before = await orderCount();
    const refused = await order([{ productId: ctx.menemen.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'ORDERING_PAUSED',
      message: 'İşletme şu anda sipariş almıyor',
    });
    const added = await app.inject({
      method: 'PUT',
      url: `/api/orders/${open.id}/items/add`,
      headers,
      payload: { businessId: BOGAZ, items: [{ productId: ctx.cay.id, quantity: 1 }] },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe('İşletme şu anda sipariş almıyor');
    expect(await orderCount()).toBe(before);
    // The menu stays readable while paused.
    expect(await menuProduct(ctx.menemen.id)).toMatchObject({ isAvailable: true });
    // Another business is untouched.
    const ege = await app.inject({ url: `/api/business/${DEMO_BUSINESS_IDS.ege}/status` });
    expect(ege.json().data).toMatchObject({ isActive: true, open: true });

    const resumed = await pause(false);
    expect(resumed.json()).toMatchObject({
      data: { paused: false },
      message: 'Siparişler yeniden açıldı',
    });
    expect(await status()).toMatchObject({ isActive: true, open: true });
    const placed = await order([{ productId: ctx.menemen.id, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses a body that is not a yes or no', async () => {
    for (const paused of ['evet', undefined, 1]) {
      const res = await pause(paused);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Sipariş durumu (paused) true ya da false olmalı');
    }
    expect(await status()).toMatchObject({ isActive: true, open: true });
  });
});
