import { sayRule } from '@masa/core/testing/say-rule';
import { ALLERGEN_MESSAGES } from '@masa/core/allergens/allergens.schemas';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MENU_EDITOR_MESSAGES as CORE } from '@masa/core/staff/menu-editor.schemas';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, categories, products } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { MENU_EDITOR_ANSWERS as M } from '../../src/domain/menu-editor/menu-editor-messages.ts';
import { elfBytes, makeImage, multipartFile, noisyPng } from '../auth/multipart.ts';
import { eventually, socketClients } from '../live-orders/socket-helpers.ts';
import { createBackOfficeApp } from './back-office-fixture.ts';

// Issue 17 §1: the menu editor. Owners and managers only; what they write reaches the diner's
// menu at once, a bad product writes nothing, and a new price never touches a placed order.
const ctx = await createBackOfficeApp();
const { app, db, config } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const { owner, manager, waiter, kitchen } = await ctx.crewOf('bogaz');
const otherOwner = await ctx.staffAs('ege', 'owner');
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));
afterAll(() => app.close());

type Who = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: Who,
  body?: unknown,
) =>
  app.inject({
    method,
    url: `/api/staff${url}`,
    headers: who,
    ...(body ? { payload: body as object } : {}),
  });
const publicMenu = async () => {
  const res = await app.inject({ url: `/api/products/business/${BOGAZ}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>[];
};
const publicCategories = async () => {
  const res = await app.inject({ url: `/api/business/${BOGAZ}/categories` });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string; name: string }[]).map((c) => c.name);
};
const productCount = async () => (await db.select({ n: count() }).from(products))[0]!.n;
const auditOf = (action: string, subjectId: string) =>
  db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action as 'product.created'),
        eq(auditEvents.subjectId, subjectId),
      ),
    );
const upload = (
  productId: string,
  who: Who,
  bytes: Buffer,
  name = 'tatli.png',
  type = 'image/png',
  field = 'photo',
) => {
  const { payload, headers } = multipartFile(field, name, type, bytes);
  return app.inject({
    method: 'POST',
    url: `/api/staff/products/${productId}/photo`,
    headers: { ...who, ...headers },
    payload,
  });
};
const uploadedFile = (url: string) =>
  path.join(config.dataDir, 'uploads', 'products', path.basename(url));

const dessertCategory = (
  await db.select().from(categories).where(eq(categories.id, ctx.menemen.categoryId))
)[0]!;
const fullProduct = {
  categoryId: dessertCategory.id,
  name: 'Test Künefe',
  description: 'Kadayıf, peynir, şerbet',
  price: 18_550,
  vatRate: 10,
  discountPercentage: 10,
  ingredients: ['kadayıf', 'peynir'],
  allergens: ['milk', 'gluten'],
  isVegetarian: true,
  isVegan: false,
  isGlutenFree: false,
  preparationTime: 15,
  isFeatured: true,
  isMonthlySpecial: true,
  isCampaign: true,
  campaignStartDate: '2026-12-01',
  campaignEndDate: '2026-12-31',
  campaignDescription: 'Aralık boyunca',
  options: [
    {
      name: 'Porsiyon',
      required: true,
      multiple: false,
      choices: [
        { name: 'Tek', price: 0 },
        { name: 'Duble', price: 9_000 },
      ],
    },
  ],
  extras: [{ name: 'Dondurma', price: 4_000 }],
};

describe('who may edit the menu', () => {
  it('refuses the kitchen and waiters on every route with 403, and changes nothing', async () => {
    const product = ctx.menemen.id;
    const category = dessertCategory.id;
    const png = await makeImage('png');
    const before = await productCount();
    for (const who of [kitchen, waiter]) {
      const answers = [
        await call('GET', '/menu', who),
        await call('POST', '/categories', who, { name: 'Kaçak' }),
        await call('PUT', '/categories/order', who, { categoryIds: [category] }),
        await call('PATCH', `/categories/${category}`, who, { name: 'Kaçak' }),
        await call('POST', '/products', who, fullProduct),
        await call('PUT', `/products/${product}`, who, fullProduct),
        await call('DELETE', `/products/${product}`, who),
        await upload(product, who, png),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe('Bu işlem için yetkiniz yok');
      }
    }
    expect(await productCount()).toBe(before);
    expect(await publicCategories()).not.toContain('Kaçak');
  });

  it("answers another business's owner 404 for this business's objects, and shows it none of them", async () => {
    const product = ctx.menemen.id;
    const category = dessertCategory.id;
    const png = await makeImage('png');
    const answers = [
      await call('PATCH', `/categories/${category}`, otherOwner, { name: 'Kaçak' }),
      await call('PUT', `/products/${product}`, otherOwner, fullProduct),
      await call('DELETE', `/products/${product}`, otherOwner),
      await upload(product, otherOwner, png),
    ];
    for (const res of answers) expect(res.statusCode, res.body).toBe(404);
    // Its own product put into this business's category: refused, nothing written.
    const before = await productCount();
    const planted = await call('POST', '/products', otherOwner, fullProduct);
    expect(planted.statusCode).toBe(400);
    expect(planted.json().message).toBe(M.categoryNotFound);
    expect(await productCount()).toBe(before);
    // Its editor lists its own menu only.
    const menu = (await call('GET', '/menu', otherOwner)).json().data;
    expect(menu.products.map((p: { name: string }) => p.name)).toContain('Haydari');
    expect(JSON.stringify(menu)).not.toContain(product);
    const [still] = await db.select().from(products).where(eq(products.id, product));
    expect(still).toMatchObject({ name: 'Menemen', price: ctx.menemen.price });
  });
});

describe('categories', () => {
  it('are added, renamed, deactivated and put in order by a manager, and the diner menu follows', async () => {
    const added = await call('POST', '/categories', manager, { name: '  Test Tatlıları ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      data: { name: 'Test Tatlıları', active: true, station: 'Mutfak' },
      message: 'Test Tatlıları kategorisi eklendi',
    });
    const id = added.json().data.id as string;
    expect((await publicCategories()).at(-1)).toBe('Test Tatlıları');

    const renamed = await call('PATCH', `/categories/${id}`, manager, { name: 'Test Şerbetliler' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await publicCategories()).toContain('Test Şerbetliler');

    const ids = (await call('GET', '/menu', owner))
      .json()
      .data.categories.map((c: { id: string }) => c.id) as string[];
    // A list made before another device added a category: the moves apply, the unnamed one
    // (the first here) follows the named ones.
    const stale = await call('PUT', '/categories/order', owner, { categoryIds: ids.slice(1) });
    expect(stale.statusCode, stale.body).toBe(200);
    const afterStale = (await call('GET', '/menu', owner))
      .json()
      .data.categories.map((c: { id: string }) => c.id) as string[];
    expect(afterStale).toEqual([...ids.slice(1), ids[0]]);
    const foreign = await call('PUT', '/categories/order', otherOwner, { categoryIds: ids });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(sayRule(CORE.categoryOrder));
    const twice = await call('PUT', '/categories/order', owner, { categoryIds: [ids[0], ids[0]] });
    expect(twice.statusCode).toBe(400);

    const moved = [id, ...ids.filter((x) => x !== id)];
    const reordered = await call('PUT', '/categories/order', owner, { categoryIds: moved });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await publicCategories())[0]).toBe('Test Şerbetliler');

    const off = await call('PATCH', `/categories/${id}`, owner, { active: false });
    expect(off.statusCode).toBe(200);
    expect(await publicCategories()).not.toContain('Test Şerbetliler');
    const back = await call('PATCH', `/categories/${id}`, owner, { active: true });
    expect(back.json().data.active).toBe(true);
  });

  it('refuses a bad name or an empty change with a Turkish message', async () => {
    for (const body of [{ name: '' }, { name: 'x'.repeat(61) }, { name: 12 }, {}]) {
      const res = await call('POST', '/categories', owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(sayRule(CORE.categoryName));
    }
    const empty = await call('PATCH', `/categories/${dessertCategory.id}`, owner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(sayRule(CORE.nothingToChange));
  });

  it("set the course a waiter's line is served in by default, back to none, and refuse another (issue 31 §3)", async () => {
    const url = `/categories/${dessertCategory.id}`;
    const set = await call('PATCH', url, manager, { defaultCourse: 'dessert' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.defaultCourse).toBe('dessert');
    const listed = (await call('GET', '/menu', owner)).json().data.categories as {
      id: string;
      defaultCourse: string | null;
    }[];
    expect(listed.find((c) => c.id === dessertCategory.id)?.defaultCourse).toBe('dessert');
    const cleared = await call('PATCH', url, owner, { defaultCourse: null });
    expect(cleared.json().data.defaultCourse).toBeNull();
    for (const defaultCourse of ['soup', 3]) {
      const bad = await call('PATCH', url, owner, { defaultCourse });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Geçersiz servis sırası');
    }
    const row = await db.select().from(categories).where(eq(categories.id, dessertCategory.id));
    expect(row[0]!.defaultCourse).toBeNull();
    const waiterTry = await call('PATCH', url, waiter, { defaultCourse: 'main' });
    expect(waiterTry.statusCode).toBe(403);
  });
});

describe('products', () => {
  it('are created with every field the menu shows, reach open menus at once, and are audited', async () => {
    const diner = await sockets.open(app);
    await sockets.join(diner, 'join:business', BOGAZ);
    const news = sockets.record<{ change: string; productIds: string[] }>(diner, 'menu:changed');
    await publicMenu(); // the cache is warm

    const res = await call('POST', '/products', owner, fullProduct);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(res.json().message).toBe('Test Künefe menüye eklendi');
    expect(created).toMatchObject({
      ...fullProduct,
      // Kept in the fixed list's order (ADR 045).
      allergens: ['gluten', 'milk'],
      active: true,
      isAvailable: true,
      imageVariants: [],
    });

    const shown = (await publicMenu()).find((p) => p.id === created.id);
    expect(shown).toMatchObject({
      name: 'Test Künefe',
      price: 18_550,
      discountedPrice: 16_695,
      vatRate: 0.1,
      ingredients: ['kadayıf', 'peynir'],
      allergens: ['gluten', 'milk'],
      isVegetarian: true,
      preparationTime: 15,
      isFeatured: true,
      isMonthlySpecial: true,
      isCampaign: true,
      campaignStartDate: '2026-11-30T21:00:00.000Z',
      campaignEndDate: '2026-12-31T20:59:59.999Z',
      options: fullProduct.options,
      extras: fullProduct.extras,
    });
    await eventually(() =>
      expect(news).toContainEqual({ businessId: BOGAZ, change: 'menu', productIds: [created.id] }),
    );
    const [audit] = await auditOf('product.created', created.id);
    expect(audit).toMatchObject({ details: { product: 'Test Künefe', price: 18_550 } });
  });

  it('refuses bad prices and fields with a Turkish message and writes nothing', async () => {
    const bad: [object, string][] = [
      [{ price: -1 }, sayRule(CORE.price)],
      [{ price: 12.5 }, sayRule(CORE.price)],
      [{ price: '185' }, sayRule(CORE.price)],
      [{ price: 10_000_001 }, sayRule(CORE.price)],
      [{ vatRate: 18 }, sayRule(CORE.vatRate)],
      [{ discountPercentage: 101 }, sayRule(CORE.discount)],
      [{ name: ' ' }, sayRule(CORE.productName)],
      [{ preparationTime: 0 }, sayRule(CORE.preparationTime)],
      [
        { campaignStartDate: '2026-12-31', campaignEndDate: '2026-12-01' },
        sayRule(CORE.campaignOrder),
      ],
      [{ campaignStartDate: '31.12.2026' }, sayRule(CORE.campaignDate)],
      [{ ingredients: ['süt', ''] }, sayRule(CORE.listItems)],
      // Allergens are codes of the fixed list (ADR 045), not the free text a menu once held.
      [{ allergens: ['süt'] }, sayRule(ALLERGEN_MESSAGES.unknown)],
      [{ allergens: ['milk', 'milk'] }, sayRule(ALLERGEN_MESSAGES.repeated)],
      [{ isVegan: 'evet' }, sayRule(CORE.flag)],
      // A bad option group: the product is not created without it, it is not created at all.
      [{ options: [{ name: 'Porsiyon', choices: [] }] }, sayRule(CORE.choices)],
      [
        { options: [{ name: 'Porsiyon', choices: [{ name: 'Tek', price: -5 }] }] },
        sayRule(CORE.choicePrice),
      ],
      [
        {
          options: [
            {
              name: 'Boy',
              choices: [
                { name: 'Büyük', price: 0 },
                { name: 'büyük', price: 100 },
              ],
            },
          ],
        },
        sayRule(CORE.choiceNameTaken),
      ],
      [{ extras: [{ name: 'Kaymak', price: 1.5 }] }, sayRule(CORE.choicePrice)],
      [{ categoryId: 'kategori' }, sayRule(CORE.categoryId)],
    ];
    const before = await productCount();
    const auditBefore = (await db.select({ n: count() }).from(auditEvents))[0]!.n;
    for (const [change, message] of bad) {
      const res = await call('POST', '/products', owner, {
        ...fullProduct,
        name: 'Yarım Ürün',
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
      const replaced = await call('PUT', `/products/${ctx.cay.id}`, owner, {
        ...fullProduct,
        ...change,
      });
      expect(replaced.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect(await productCount()).toBe(before);
    expect((await db.select({ n: count() }).from(auditEvents))[0]!.n).toBe(auditBefore);
    const [cay] = await db.select().from(products).where(eq(products.id, ctx.cay.id));
    expect(cay).toMatchObject({ name: 'Çay', price: ctx.cay.price });
  });

  it('changes a price for new orders only, and records who changed it from what to what', async () => {
    const menemen = ctx.menemen;
    const placed = await ctx.placeOrder(ctx.headers, {
      items: [{ productId: menemen.id, quantity: 2 }],
    });
    const line = placed.items[0]!;
    expect(line.lineTotal).toBe(2 * menemen.price);

    const body = await ctx.editableProduct(menemen.id, manager);
    const newPrice = menemen.price + 2_500;
    const res = await call('PUT', `/products/${menemen.id}`, manager, { ...body, price: newPrice });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Menemen kaydedildi');

    const again = await app.inject({
      url: `/api/orders/${placed.id}?businessId=${BOGAZ}`,
      headers: ctx.headers,
    });
    expect(again.json().data.items[0].lineTotal).toBe(2 * menemen.price);
    expect(again.json().data.total).toBe(placed.total);
    expect((await publicMenu()).find((p) => p.id === menemen.id)).toMatchObject({
      price: newPrice,
    });
    const next = await ctx.placeOrder(ctx.headers, {
      items: [{ productId: menemen.id, quantity: 1 }],
    });
    expect(next.items[0]!.lineTotal).toBe(newPrice);

    const [audit] = await auditOf('product.price_changed', menemen.id);
    expect(audit).toMatchObject({
      details: {
        product: 'Menemen',
        from: menemen.price,
        to: newPrice,
        discountFrom: 0,
        discountTo: 0,
      },
    });
    // Saving the same price again records nothing new.
    await call('PUT', `/products/${menemen.id}`, manager, { ...body, price: newPrice });
    expect(await auditOf('product.price_changed', menemen.id)).toHaveLength(1);
  });

  it('are deleted from the menu; placed orders keep their lines; the deletion is audited', async () => {
    const made = (
      await call('POST', '/products', owner, { ...fullProduct, name: 'Silinecek Tatlı' })
    ).json().data;
    const placed = await ctx.placeOrder(ctx.headers, {
      items: [{ productId: made.id, quantity: 1 }],
    });
    const res = await call('DELETE', `/products/${made.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Silinecek Tatlı menüden silindi');
    expect((await publicMenu()).some((p) => p.id === made.id)).toBe(false);
    const order = await app.inject({
      url: `/api/orders/${placed.id}?businessId=${BOGAZ}`,
      headers: ctx.headers,
    });
    expect(order.json().data.items[0]).toMatchObject({
      name: 'Silinecek Tatlı',
      lineTotal: placed.items[0]!.lineTotal,
    });
    expect(await auditOf('product.deleted', made.id)).toHaveLength(1);
    expect((await call('DELETE', `/products/${made.id}`, owner)).statusCode).toBe(404);
  });
});

describe('product photos', () => {
  const newProduct = async (name: string) =>
    (await call('POST', '/products', owner, { ...fullProduct, name })).json().data as {
      id: string;
    };

  it('are stored as 4:3 WebP in the sizes the menu uses, with their pixels, and replace the last one', async () => {
    const { id } = await newProduct('Fotoğraflı Tatlı');
    const res = await upload(id, owner, await makeImage('png', 1600, 1000));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Fotoğraflı Tatlı fotoğrafı yüklendi');
    const { imageUrl, imageVariants } = res.json().data;
    expect(imageVariants).toEqual([
      {
        url: expect.stringMatching(new RegExp(`^/uploads/products/${id}-[0-9a-f]{16}-480\\.webp$`)),
        width: 480,
        height: 360,
      },
      { url: expect.stringMatching(/-960\.webp$/), width: 960, height: 720 },
    ]);
    expect(imageUrl).toBe(imageVariants[0].url);
    for (const variant of imageVariants) {
      const served = await app.inject(variant.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
    }
    expect((await publicMenu()).find((p) => p.id === id)).toMatchObject({
      imageUrl,
      imageVariants,
    });

    // A small photo: the card size only (a blown-up 2× would only be heavier).
    const small = await upload(
      id,
      owner,
      await makeImage('jpeg', 300, 200),
      'kucuk.jpg',
      'image/jpeg',
    );
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().data.imageVariants).toEqual([
      { url: expect.stringMatching(/-480\.webp$/), width: 480, height: 360 },
    ]);
    for (const old of imageVariants) expect(existsSync(uploadedFile(old.url))).toBe(false);
    // A phone's photo of 4 MB is taken (more than the avatar's 2 MB).
    const large = await upload(id, owner, await noisyPng(4 * 1024 * 1024), 'buyuk.png');
    expect(large.statusCode, large.body).toBe(200);
    expect(large.json().data.imageVariants).toHaveLength(2);
    const kept = large.json().data.imageVariants[0].url as string;
    expect(readFileSync(uploadedFile(kept)).subarray(8, 12).toString()).toBe('WEBP');
  });

  it('refuses what is not an image, a broken or oversized one, with a Turkish message, keeping the photo', async () => {
    const { id } = await newProduct('Fotoğrafı Kalan Tatlı');
    const first = (await upload(id, owner, await makeImage('png'))).json().data.imageUrl as string;
    const refusals: [Promise<Awaited<ReturnType<typeof upload>>>, number, string][] = [
      [
        upload(id, owner, Buffer.from('menü fiyatları\n'), 'menu.txt', 'text/plain'),
        400,
        M.photoWrongType,
      ],
      [upload(id, owner, elfBytes(), 'tatli.png', 'image/png'), 400, M.photoWrongType],
      [
        upload(id, owner, (await makeImage('png')).subarray(0, 300), 'yarim.png'),
        400,
        M.photoWrongType,
      ],
      [upload(id, owner, await noisyPng(6 * 1024 * 1024), 'buyuk.png'), 413, M.photoTooLarge],
      [
        upload(id, owner, await makeImage('png'), 'tatli.png', 'image/png', 'avatar'),
        400,
        M.photoMissing,
      ],
    ];
    for (const [pending, status, message] of refusals) {
      const res = await pending;
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const json = await app.inject({
      method: 'POST',
      url: `/api/staff/products/${id}/photo`,
      headers: owner,
      payload: { photo: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(M.photoMissing);
    expect((await publicMenu()).find((p) => p.id === id)).toMatchObject({ imageUrl: first });
    expect(existsSync(uploadedFile(first))).toBe(true);
  });
});
