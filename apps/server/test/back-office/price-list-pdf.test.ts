import { discountedPrice } from '@masa/core/money/discounted-price';
import { formatTry } from '@masa/core/money/format-try';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBackOfficeApp } from './back-office-fixture.ts';
import { readPriceListPdf } from './read-price-list-pdf.ts';

// Issue 35 §3, ADR 089: the price list at the entrance (A4) and on the tables (A5, A6 cards),
// printed from the menu as it is: every product a diner can order with its price to the kuruş,
// none that is sold out, "Servis ücreti alınmaz" only while no service/table/cover charge is
// charged (one needs İş Kanunu m. 51, ADR 092). The demo as `npm start` seeds it: no charge.
const ctx = await createBackOfficeApp({ SEED_ARTICLE_51_FIXTURE: 'false' });
const { app, db } = ctx;
const { owner, manager, waiter, kitchen } = await ctx.crewOf('bogaz');
const kuguluOwner = await ctx.staffAs('kugulu', 'owner');

type Who = Record<string, string>;
const download = async (who: Who, format: string) => {
  const res = await app.inject({ url: `/api/staff/price-list.pdf?format=${format}`, headers: who });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, list: await readPriceListPdf(res.rawPayload) };
};
/** What the diner's menu offers now: active, available products of active categories. */
const orderable = async (slug: 'bogaz' | 'kugulu') =>
  db
    .select({ name: products.name, price: products.price, discount: products.discountPercentage })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.businessId, DEMO_BUSINESS_IDS[slug]),
        eq(products.active, true),
        eq(products.isAvailable, true),
        eq(categories.active, true),
      ),
    );
const PAGE_WIDTHS = { a4: 595.28, a5: 419.53, a6: 297.64 };

describe('the printed price list', () => {
  it('lists every orderable product with its price to the kuruş on A4, A5 and A6', async () => {
    const menu = await orderable('bogaz');
    expect(menu.length).toBeGreaterThan(5);
    for (const format of ['a4', 'a5', 'a6'] as const) {
      const { res, list } = await download(manager, format);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="masa-fiyat-listesi-bogazici-lokantasi-${format === 'a4' ? 'giris' : 'masa'}-${format}.pdf"`,
      );
      expect(list.pages[0]!.width).toBeCloseTo(PAGE_WIDTHS[format], 0);
      expect(list.items.slice(0, 2)).toEqual(['Boğaziçi Lokantası', 'Fiyat Listesi']);
      for (const product of menu)
        expect(list.priceOf(product.name), `${format} ${product.name}`).toBe(
          formatTry(discountedPrice(product.price, product.discount)),
        );
      for (const page of list.pages)
        expect(page.items.at(-1)).toMatch(
          /^Liste tarihi: \d\d\.\d\d\.\d{4} \d\d:\d\d · Fiyatlarda son değişiklik: \d\d\.\d\d\.\d{4}/,
        );
      // The demo Boğaziçi asks no charge (Fiyat Etiketi Yönetmeliği m. 8/6, ADR 092).
      expect(list.items).toContain('Servis ücreti alınmaz');
      expect(list.text).not.toContain('Kuver');
      expect(list.text).not.toContain('Ek ücretler');
    }
  });

  it('leaves out a sold-out product and shows a new price in the very next list', async () => {
    const [cay] = await db.select().from(products).where(eq(products.id, ctx.cay.id));
    const sold = await app.inject({
      method: 'PATCH',
      url: `/api/staff/products/${ctx.menemen.id}`,
      headers: waiter,
      payload: { isAvailable: false },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const repriced = await app.inject({
      method: 'PUT',
      url: `/api/staff/products/${cay!.id}`,
      headers: owner,
      payload: {
        categoryId: cay!.categoryId,
        name: cay!.name,
        description: cay!.description,
        price: 3_725,
        vatRate: cay!.vatRate,
        discountPercentage: 0,
        options: cay!.options,
        extras: cay!.extras,
      },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const { list } = await download(owner, 'a6');
    expect(list.items).not.toContain('Menemen');
    expect(list.priceOf('Çay')).toBe('₺37,25');
  });

  it('says "Servis ücreti alınmaz" only while a service, table or cover charge is charged under article 51', async () => {
    const before = await download(kuguluOwner, 'a5');
    expect(before.list.items).toContain('Servis ücreti alınmaz');
    for (const product of await orderable('kugulu'))
      expect(before.list.priceOf(product.name)).toBe(
        formatTry(discountedPrice(product.price, product.discount)),
      );
    // A kind the rule leaves (an entrance fee) is listed, and the list still says so.
    const entrance = {
      name: 'Giriş',
      type: 'entrance_fee',
      calculation: 'per_person',
      value: 100_00,
      vatRate: 10,
    };
    const added = await app.inject({
      method: 'POST',
      url: '/api/staff/settings/service-charges',
      headers: kuguluOwner,
      payload: entrance,
    });
    expect(added.statusCode, added.body).toBe(201);
    const withEntrance = await download(kuguluOwner, 'a5');
    expect(withEntrance.list.items).toContain('Servis ücreti alınmaz');
    expect(withEntrance.list.priceOf('Giriş')).toBe('kişi başı ₺100,00');

    // A table charge needs the owner's article-51 declaration; then it is listed with the note.
    const declared = await app.inject({
      method: 'PUT',
      url: '/api/staff/settings/article-51',
      headers: kuguluOwner,
      payload: { declared: true },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const charge = {
      name: 'Masa ücreti',
      type: 'table_fee',
      calculation: 'per_order',
      value: 2_000,
      vatRate: 10,
    };
    const table = await app.inject({
      method: 'POST',
      url: '/api/staff/settings/service-charges',
      headers: kuguluOwner,
      payload: charge,
    });
    expect(table.statusCode, table.body).toBe(201);
    const charged = await download(kuguluOwner, 'a5');
    expect(charged.list.items).not.toContain('Servis ücreti alınmaz');
    expect(charged.list.priceOf('Masa ücreti')).toBe('hesap başına ₺20,00');
    expect(charged.list.text).toContain('İş Kanunu’nun 51. maddesi');

    // Withdrawn, the table charge is charged to nobody, so the list leaves it out.
    const withdrawn = await app.inject({
      method: 'PUT',
      url: '/api/staff/settings/article-51',
      headers: kuguluOwner,
      payload: { declared: false },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = await download(kuguluOwner, 'a5');
    expect(after.list.items).toContain('Servis ücreti alınmaz');
    expect(after.list.text).not.toContain('Masa ücreti');
    expect(after.list.priceOf('Giriş')).toBe('kişi başı ₺100,00');
    const off = await app.inject({
      method: 'PUT',
      url: `/api/staff/settings/service-charges/${table.json().data.id}`,
      headers: kuguluOwner,
      payload: { ...charge, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await download(kuguluOwner, 'a5')).list.items).toContain('Servis ücreti alınmaz');
  });

  it('is for owners and managers, and refuses an unknown format in Turkish', async () => {
    for (const who of [waiter, kitchen]) {
      const res = await app.inject({ url: '/api/staff/price-list.pdf?format=a6', headers: who });
      expect(res.statusCode).toBe(403);
    }
    const res = await app.inject({ url: '/api/staff/price-list.pdf?format=a3', headers: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Biçim a4, a5 ya da a6 olmalı');
  });
});
