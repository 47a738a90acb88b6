import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { discountedPrice } from '@masa/core/money/discounted-price';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from './ordering-fixture.ts';

const ctx = await createOrderingApp();
const { app, db } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;

type Product = {
  id: string;
  name: string;
  price: number;
  discountedPrice: number;
  vatRate: number;
  isAvailable: boolean;
  categoryId: string;
};

describe('menu reads', () => {
  it('lists a business menu with kuruş prices, discounts, VAT fractions and options', async () => {
    const res = await app.inject({
      url: `/api/products/business/${bogaz}?_t=123`,
      headers: { 'x-business-id': bogaz },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: true; data: (Product & Record<string, unknown>)[] };
    expect(body.success).toBe(true);
    const tost = body.data.find((p) => p.name === 'Kaşarlı Tost')!;
    expect(tost).toMatchObject({
      _id: tost.id,
      price: 160_00,
      discountPercentage: 10,
      discountedPrice: 144_00,
      vatRate: 0.1,
    });
    expect(tost.extras).toContainEqual({
      name: 'Kaşar Peyniri',
      nameEn: 'Kashar Cheese',
      price: 3_00,
    });
    expect(body.data.find((p) => p.name === 'Kola (33 cl)')?.vatRate).toBe(0.2);
    // Unavailable products stay on the menu, marked (001 §3).
    expect(body.data.find((p) => p.name === 'Salep')?.isAvailable).toBe(false);
    for (const p of body.data)
      expect(p.discountedPrice).toBe(discountedPrice(p.price, p.discount as number));
  });

  it('answers the same menu on every alias', async () => {
    const main = (await app.inject(`/api/products/business/${bogaz}`)).body;
    expect((await app.inject(`/api/business/${bogaz}/products`)).body).toBe(main);
    expect((await app.inject(`/api/products?business=${bogaz}&isActive=true`)).body).toBe(main);
  });

  it("gives each category the course a waiter's order puts its dishes in (ADR 070)", async () => {
    const list = (await app.inject(`/api/business/${bogaz}/categories`)).json().data as {
      name: string;
      defaultCourse: string;
    }[];
    const courses = Object.fromEntries(list.map((c) => [c.name, c.defaultCourse]));
    expect(courses).toMatchObject({ Başlangıçlar: 'starter', Izgaralar: 'main' });
  });

  it('lists categories in menu order and a category’s products', async () => {
    const res = await app.inject(`/api/business/${bogaz}/categories`);
    const list = res.json().data as {
      id: string;
      _id: string;
      name: string;
      isActive: boolean;
      businessId: string;
    }[];
    expect(list.map((c) => c.name).slice(0, 3)).toEqual(['Kahvaltı', 'Başlangıçlar', 'Izgaralar']);
    expect(list[0]).toMatchObject({ _id: list[0]!.id, isActive: true, businessId: bogaz });
    const inCategory = (await app.inject(`/api/categories/${list[0]!.id}/products`)).json()
      .data as Product[];
    expect(inCategory.map((p) => p.name)).toContain('Menemen');
    expect(inCategory.every((p) => p.categoryId === list[0]!.id)).toBe(true);
  });

  it('answers one product and all products', async () => {
    const menemen = await ctx.product('bogaz', 'Menemen');
    const one = await app.inject(`/api/products/${menemen.id}`);
    expect(one.json().data).toMatchObject({ id: menemen.id, name: 'Menemen', price: 220_00 });
    const all = (await app.inject('/api/products')).json().data as (Product & {
      businessId: string;
    })[];
    expect(new Set(all.map((p) => p.businessId))).toEqual(
      new Set(Object.values(DEMO_BUSINESS_IDS)),
    );
  });

  it('refuses malformed ids with 400 and unknown ones with 404, in Turkish', async () => {
    const bad = await app.inject('/api/products/business/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Geçersiz işletme kimliği');
    const unknown = await app.inject('/api/products/business/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('İşletme bulunamadı');
    expect((await app.inject('/api/products/bbbbbbbbbbbbbbbbbbbbbbbb')).json().message).toBe(
      'Ürün bulunamadı',
    );
    expect((await app.inject('/api/categories/bbbbbbbbbbbbbbbbbbbbbbbb/products')).statusCode).toBe(
      404,
    );
  });

  it('answers 304 to If-None-Match with the current ETag', async () => {
    const first = await app.inject(`/api/products/business/${bogaz}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toContain('no-cache');
    const again = await app.inject({
      url: `/api/products/business/${bogaz}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the menu for clients that accept it, each coding with its own ETag', async () => {
    const url = `/api/products/business/${bogaz}`;
    const plain = await app.inject(url);
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const revalidated = await app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  // Written straight to the database, as another process would: the app hears of it through
  // menu_version's NOTIFY (menu-freshness.test.ts has the cases where that is cut).
  it('serves the new price once a product changes, with a new ETag', async () => {
    const first = await app.inject(`/api/products/business/${bogaz}`);
    const menemen = await ctx.product('bogaz', 'Menemen');
    await db.update(products).set({ price: 235_00 }).where(eq(products.id, menemen.id));
    const revalidate = () =>
      app.inject({
        url: `/api/products/business/${bogaz}`,
        headers: { 'if-none-match': first.headers.etag as string },
      });
    await expect.poll(async () => (await revalidate()).statusCode, { timeout: 2_000 }).toBe(200);
    const after = await revalidate();
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect((after.json().data as Product[]).find((p) => p.id === menemen.id)?.price).toBe(235_00);
  });

  it('drops an inactive category and its products from the menu', async () => {
    const [izgara] = await db.select().from(categories).where(eq(categories.name, 'Izgaralar'));
    await db.update(categories).set({ active: false }).where(eq(categories.id, izgara!.id));
    const menu = async () =>
      (await app.inject(`/api/products/business/${bogaz}`)).json().data as Product[];
    await expect
      .poll(async () => (await menu()).some((p) => p.categoryId === izgara!.id), { timeout: 2_000 })
      .toBe(false);
    const cats = (await app.inject(`/api/business/${bogaz}/categories`)).json().data as {
      id: string;
    }[];
    expect(cats.some((c) => c.id === izgara!.id)).toBe(false);
    await db.update(categories).set({ active: true }).where(eq(categories.id, izgara!.id));
  });

  it('lists running public campaigns in kuruş', async () => {
    const res = await app.inject(`/api/campaigns/business/${bogaz}/public`);
    const list = res.json().data as {
      title: string;
      discount: { type: string; value: number; minOrderAmount: number };
    }[];
    expect(list.find((c) => c.title === 'Kahvaltı Keyfi')?.discount).toEqual({
      type: 'percentage',
      value: 15,
      minOrderAmount: 500_00,
    });
  });

  it('computes the applicable service charges for a party', async () => {
    const res = await app.inject(
      `/api/service-charges/business/${bogaz}/applicable?tableId=${DEMO_TABLE_IDS.bogaz[3]}&applyOn=session_start&orderAmount=50000&personCount=3&customerType=guest&hasReservation=false`,
    );
    expect(res.statusCode).toBe(200);
    const [kuver] = res.json().data;
    expect(kuver).toMatchObject({
      type: 'cover_charge',
      name: 'Kuver',
      calculation: 'per_person',
      priceWithVat: 50_00,
      calculatedAmount: 150_00,
    });
    expect(kuver.includedItems.totalQuantity).toBe(2);
    // The VIP charge of Ege Sofrası applies at VIP tables only.
    const ege = DEMO_BUSINESS_IDS.ege;
    const standard = await app.inject(
      `/api/service-charges/business/${ege}/applicable?tableId=${DEMO_TABLE_IDS.ege[3]}`,
    );
    const vip = await app.inject(
      `/api/service-charges/business/${ege}/applicable?tableId=${DEMO_TABLE_IDS.ege[7]}`,
    );
    expect(standard.json().data.map((c: { type: string }) => c.type)).toEqual(['cover_charge']);
    expect(vip.json().data.map((c: { type: string }) => c.type)).toEqual([
      'cover_charge',
      'vip_charge',
    ]);
  });

  it('documents the menu routes in OpenAPI', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    for (const path of [
      '/api/products/business/{businessId}',
      '/api/products/{id}',
      '/api/categories/{id}/products',
      '/api/business/{id}/categories',
      '/api/campaigns/business/{businessId}/public',
      '/api/service-charges/business/{businessId}/applicable',
      '/api/orders',
      '/api/orders/{orderId}/items/add',
      '/api/tables/sessions',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
